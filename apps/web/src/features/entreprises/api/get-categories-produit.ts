import { categorieProduitSchema } from '@comoe/shared/schemas/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

/** The owner's menu sections with their product counts (keyed by the owner's user id, as in the spec). */
export function getCategoriesProduit(utilisateurId: number) {
  return apiRequest(`/api/categoriesProduit/entreprise/${utilisateurId}`, {
    schema: categorieProduitSchema.array(),
  });
}

export const categoriesProduitQueryOptions = (utilisateurId: number) =>
  queryOptions({
    queryKey: businessKeys.categoriesProduit(utilisateurId),
    queryFn: () => getCategoriesProduit(utilisateurId),
  });

export function useCategoriesProduit(utilisateurId: number) {
  return useQuery(categoriesProduitQueryOptions(utilisateurId));
}
