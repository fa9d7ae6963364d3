import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { withStatus } from '../order-cache';
import { clientOrdersQueryKey } from './get-client-orders';

const cancelAnswerSchema = z.object({ statut: z.literal('ANNULEE') });

/** Allowed while the business has not confirmed the order (EN_ATTENTE_ENTREPRISE). */
export function cancelOrder(id: string): Promise<{ statut: 'ANNULEE' }> {
  return apiRequest(`/api/commandes/${encodeURIComponent(id)}/annuler`, {
    method: 'POST',
    schema: cancelAnswerSchema,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ statut }, id) => {
      queryClient.setQueryData<ClientOrder[]>(
        clientOrdersQueryKey,
        (orders) => orders && withStatus(orders, id, statut),
      );
    },
    // Refused or not, the order may have moved on meanwhile (the business accepted it): show where it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientOrdersQueryKey }),
  });
}
