import { clientOrderSchema, type avisSchema, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { withOrder } from '../order-cache';
import { clientOrdersQueryKey } from './get-client-orders';

export type AvisInput = z.input<typeof avisSchema>;

/** One rating per delivered order; the answer is the order with its rating. */
export function rateOrder({ id, avis }: { id: string; avis: AvisInput }): Promise<ClientOrder> {
  return apiRequest(`/api/commandes/${encodeURIComponent(id)}/avis`, {
    method: 'POST',
    body: avis,
    schema: clientOrderSchema,
  });
}

/** The toasts live here, not at the call: once rated, the form gives way to the rating it sent. */
export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onError: (error) => toast.error("Échec de l'envoi de l'avis", error.message),
    onSuccess: (order) => {
      toast.success('Merci pour votre avis !');
      queryClient.setQueryData<ClientOrder[]>(
        clientOrdersQueryKey,
        (orders) => orders && withOrder(orders, order),
      );
    },
  });
}
