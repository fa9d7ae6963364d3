import { categorieEntrepriseSchema } from '@comoe/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

/** The company categories clients filter by (Maquis, Fast-food, Pharmacie…), with their ids. */
export function getCategoriesEntreprise() {
  return apiRequest('/api/categories-entreprise', { schema: categorieEntrepriseSchema.array() });
}

export const categoriesEntrepriseQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.categoriesEntreprise,
    queryFn: getCategoriesEntreprise,
    staleTime: 10 * 60_000,
  });

export function useCategoriesEntreprise() {
  return useQuery(categoriesEntrepriseQueryOptions());
}
