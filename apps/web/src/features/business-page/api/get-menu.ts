import { produitSchema, type Produit } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The products in the owner's section order, each with its section. */
export function getMenu(entrepriseId: number): Promise<Produit[]> {
  return apiRequest(`/api/produits/entreprise_prod_cate/${entrepriseId}`, { schema: produitSchema.array() });
}

export const menuQueryOptions = (entrepriseId: number) =>
  queryOptions({ queryKey: ['produits', 'entreprise', entrepriseId], queryFn: () => getMenu(entrepriseId) });

export function useMenu(entrepriseId: number) {
  return useQuery(menuQueryOptions(entrepriseId));
}
