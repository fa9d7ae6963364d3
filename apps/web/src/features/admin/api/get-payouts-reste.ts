import { resteAVerserSchema } from '@comoe/shared/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/paiements/reste`: every debt to the businesses, all dates, with the oldest one's date. */
export function getPayoutsReste() {
  return apiRequest('/api/admin/paiements/reste', { schema: resteAVerserSchema });
}

export const payoutsResteQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.payoutsReste, queryFn: getPayoutsReste });

export const usePayoutsReste = () => useQuery(payoutsResteQueryOptions());
