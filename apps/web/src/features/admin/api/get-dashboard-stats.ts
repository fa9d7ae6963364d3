import { dashboardStatsSchema } from '@comoe/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys, rangeParams, type AdminRange } from './query-keys';

/** `GET /api/admin/dashboard/stats?startDate&endDate`: the cards, the 10 newest orders, the curve per day. */
export function getDashboardStats(range: AdminRange) {
  return apiRequest(`/api/admin/dashboard/stats?${rangeParams(range).toString()}`, {
    schema: dashboardStatsSchema,
  });
}

export const { options: dashboardStatsQueryOptions, useKept: useDashboardStats } = keptQuery(
  adminKeys.stats,
  getDashboardStats,
);
