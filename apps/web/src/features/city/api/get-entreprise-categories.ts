import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getEntrepriseCategories(): Promise<string[]> {
  return apiRequest('/api/entreprises/categories');
}

export const entrepriseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['entreprises', 'categories'],
    queryFn: getEntrepriseCategories,
    staleTime: 60 * 60_000,
  });

export function useEntrepriseCategories() {
  return useQuery(entrepriseCategoriesQueryOptions());
}
