import { clientOrderSchema, type avisSchema, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
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

export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData<ClientOrder[]>(
        clientOrdersQueryKey,
        (orders) => orders && withOrder(orders, order),
      );
    },
  });
}
