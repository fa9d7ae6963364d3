import { businessOrderDetailSchema } from '@comoe/shared/schemas/entreprise-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

/** One order with its history of transitions and, once delivered, its proof photo. */
export function getOrder(entrepriseId: number, orderId: string) {
  return apiRequest(`/api/entreprises/${entrepriseId}/orders/${orderId}`, {
    schema: businessOrderDetailSchema,
  });
}

export const orderQueryOptions = (entrepriseId: number, orderId: string) =>
  queryOptions({
    queryKey: businessKeys.orderDetail(entrepriseId, orderId),
    queryFn: () => getOrder(entrepriseId, orderId),
  });

export function useOrder(entrepriseId: number, orderId: string | null) {
  return useQuery({ ...orderQueryOptions(entrepriseId, orderId ?? ''), enabled: orderId !== null });
}
