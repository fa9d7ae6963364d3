import type { DayRange } from '@comoe/shared/periods';
import { ventesProduitsSchema } from '@comoe/shared/schemas/entreprise-ventes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statsSearch } from './get-stats';
import { businessKeys } from './query-keys';

/** Sales by product over the delivered orders of the range, by revenue (issue 21 §4). */
export function getVentesProduits(entrepriseId: number, range: DayRange) {
  return apiRequest(`/api/entreprises/${entrepriseId}/stats/produits${statsSearch(range)}`, {
    schema: ventesProduitsSchema,
  });
}

export const ventesProduitsQueryOptions = (entrepriseId: number, range: DayRange) =>
  queryOptions({
    // Under the stats prefix: a live order event refreshes it with the figures.
    queryKey: [...businessKeys.stats(entrepriseId, { from: range.from, to: range.to }), 'produits'],
    queryFn: () => getVentesProduits(entrepriseId, range),
    placeholderData: keepPreviousData,
  });

export function useVentesProduits(entrepriseId: number, range: DayRange, enabled = true) {
  return useQuery({ ...ventesProduitsQueryOptions(entrepriseId, range), enabled });
}
