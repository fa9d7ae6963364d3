import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withStatus } from '../order-cache';
import { clientOrdersQueryKey } from './get-client-orders';
import { orderEndToastId } from './use-order-outcome-toasts';

const cancelAnswerSchema = z.object({ statut: z.literal('ANNULEE') });

/** Allowed while the business has not confirmed the order (EN_ATTENTE_ENTREPRISE). */
export function cancelOrder(id: string): Promise<{ statut: 'ANNULEE' }> {
  return apiRequest(`/api/commandes/${encodeURIComponent(id)}/annuler`, {
    method: 'POST',
    schema: cancelAnswerSchema,
  });
}

/** The toasts live here, not at the call: the cancelled card leaves its tab, unmounting the button. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ statut }, id) => {
      // Same id as the live notice of this ending: whichever comes second replaces the first.
      toast.success('Commande annulée', MSG.orderCancelledNotice, { id: orderEndToastId(id) });
      queryClient.setQueryData<ClientOrder[]>(
        clientOrdersQueryKey,
        (orders) => orders && withStatus(orders, id, statut),
      );
    },
    onError: (error) => toast.error('Annulation impossible', error.message),
    // Refused or not, the order may have moved on meanwhile (the business accepted it): show where it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientOrdersQueryKey }),
  });
}
