import { clientOrderSchema, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const clientOrdersSchema = z.array(clientOrderSchema);

/** The signed-in client's orders, most recent first. */
export function getClientOrders(): Promise<ClientOrder[]> {
  return apiRequest('/api/commandes/client', { schema: clientOrdersSchema });
}

export const clientOrdersQueryKey = ['commandes', 'client'] as const;

export const clientOrdersQueryOptions = () =>
  // Live events keep the list fresh; a refetch on return to the tab covers a stream that slept.
  queryOptions({ queryKey: clientOrdersQueryKey, queryFn: getClientOrders, refetchOnWindowFocus: true });

export function useClientOrders() {
  return useQuery(clientOrdersQueryOptions());
}
