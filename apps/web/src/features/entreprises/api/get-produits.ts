import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { apiRequest } from '@/lib/api-client';
import { argQuery } from '@/lib/query-factory';
import { businessKeys } from './query-keys';

/** Every product of the business, available or not, in the menu's order. */
export function getProduits(entrepriseId: number) {
  return apiRequest(`/api/produits/entreprise/${entrepriseId}`, { schema: produitSchema.array() });
}

export const { options: produitsQueryOptions, useArg: useProduits } = argQuery(
  businessKeys.produits,
  getProduits,
);
