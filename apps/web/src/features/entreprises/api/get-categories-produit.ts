import { categorieProduitSchema } from '@comoe/shared/schemas/menu';
import { apiRequest } from '@/lib/api-client';
import { argQuery } from '@/lib/query-factory';
import { businessKeys } from './query-keys';

/** The owner's menu sections with their product counts (keyed by the owner's user id, as in the spec). */
export function getCategoriesProduit(utilisateurId: number) {
  return apiRequest(`/api/categoriesProduit/entreprise/${utilisateurId}`, {
    schema: categorieProduitSchema.array(),
  });
}

export const { options: categoriesProduitQueryOptions, useArg: useCategoriesProduit } = argQuery(
  businessKeys.categoriesProduit,
  getCategoriesProduit,
);
