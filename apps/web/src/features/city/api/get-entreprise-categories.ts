import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export function getEntrepriseCategories(): Promise<string[]> {
  return apiRequest('/api/entreprises/categories', { schema: z.array(z.string()) });
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
