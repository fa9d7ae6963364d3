import { paiementsPageSchema } from '@comoe/shared/schemas/entreprise-reports';
import type { DayRange } from '@comoe/shared/periods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

export type PaiementsFilter = DayRange & { page: number; size: number };

export function paiementsSearch(filter: PaiementsFilter): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  params.set('page', String(filter.page));
  params.set('size', String(filter.size));
  return params.toString();
}

/** What the business is owed for each delivered order of the range, newest first, with the range's sums. */
export function getPaiements(entrepriseId: number, filter: PaiementsFilter) {
  return apiRequest(`/api/entreprises/${entrepriseId}/paiements?${paiementsSearch(filter)}`, {
    schema: paiementsPageSchema,
  });
}

export const paiementsQueryOptions = (entrepriseId: number, filter: PaiementsFilter) =>
  queryOptions({
    queryKey: businessKeys.paiements(entrepriseId, {
      from: filter.from,
      to: filter.to,
      page: filter.page,
      size: filter.size,
    }),
    queryFn: () => getPaiements(entrepriseId, filter),
    placeholderData: keepPreviousData,
  });

export function usePaiements(entrepriseId: number, filter: PaiementsFilter, enabled = true) {
  return useQuery({ ...paiementsQueryOptions(entrepriseId, filter), enabled });
}
