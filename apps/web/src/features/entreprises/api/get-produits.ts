import { produitSchema } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

/** Every product of the business, available or not, in the menu's order. */
export function getProduits(entrepriseId: number) {
  return apiRequest(`/api/produits/entreprise/${entrepriseId}`, { schema: produitSchema.array() });
}

export const produitsQueryOptions = (entrepriseId: number) =>
  queryOptions({
    queryKey: businessKeys.produits(entrepriseId),
    queryFn: () => getProduits(entrepriseId),
  });

export function useProduits(entrepriseId: number) {
  return useQuery(produitsQueryOptions(entrepriseId));
}
