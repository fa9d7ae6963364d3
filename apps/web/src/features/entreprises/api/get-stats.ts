import { businessStatsSchema } from '@comoe/shared/schemas/entreprise-reports';
import type { DayRange } from '@comoe/shared/periods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

export function statsSearch(range: DayRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The period's figures (spec part 2 §9), the dashboard's cards and the per-day series. */
export function getStats(entrepriseId: number, range: DayRange) {
  return apiRequest(`/api/entreprises/${entrepriseId}/stats${statsSearch(range)}`, {
    schema: businessStatsSchema,
  });
}

export const statsQueryOptions = (entrepriseId: number, range: DayRange) =>
  queryOptions({
    queryKey: businessKeys.stats(entrepriseId, { from: range.from, to: range.to }),
    queryFn: () => getStats(entrepriseId, range),
    placeholderData: keepPreviousData,
  });

export function useStats(entrepriseId: number, range: DayRange, enabled = true) {
  return useQuery({ ...statsQueryOptions(entrepriseId, range), enabled });
}
