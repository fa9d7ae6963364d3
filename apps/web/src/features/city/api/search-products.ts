import { rechercheResultSchema, type RechercheResult } from '@comoe/shared/schemas/recherche';
import { foldSearchText } from '@comoe/shared/search-text';
import { canSearchProducts } from '../can-search-products';
import { citySlug } from '@comoe/shared/text';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Dishes and products of the city's open businesses, grouped by business. */
export function searchProducts(cityName: string, q: string, signal?: AbortSignal): Promise<RechercheResult> {
  const url = `/api/villes/${encodeURIComponent(citySlug(cityName))}/recherche?q=${encodeURIComponent(q)}`;
  return apiRequest(url, { schema: rechercheResultSchema, ...(signal ? { signal } : {}) });
}

export const productSearchQueryOptions = (cityName: string, q: string) =>
  queryOptions({
    queryKey: ['recherche', citySlug(cityName), foldSearchText(q)],
    queryFn: ({ signal }) => searchProducts(cityName, q, signal),
    enabled: canSearchProducts(q),
    staleTime: 60_000,
    // While the next word is fetched, the last results stay instead of a flash of nothing.
    placeholderData: keepPreviousData,
  });

export function useProductSearch(cityName: string, q: string) {
  return useQuery(productSearchQueryOptions(cityName, q));
}
