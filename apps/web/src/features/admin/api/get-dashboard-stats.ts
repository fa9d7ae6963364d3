import { dashboardStatsSchema } from '@comoe/shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, rangeParams, type AdminRange } from './query-keys';

/** `GET /api/admin/dashboard/stats?startDate&endDate`: the cards, the 10 newest orders, the curve per day. */
export function getDashboardStats(range: AdminRange) {
  return apiRequest(`/api/admin/dashboard/stats?${rangeParams(range).toString()}`, {
    schema: dashboardStatsSchema,
  });
}

export const dashboardStatsQueryOptions = (range: AdminRange) =>
  queryOptions({
    queryKey: adminKeys.stats(range),
    queryFn: () => getDashboardStats(range),
    placeholderData: keepPreviousData,
  });

export function useDashboardStats(range: AdminRange) {
  return useQuery(dashboardStatsQueryOptions(range));
}
