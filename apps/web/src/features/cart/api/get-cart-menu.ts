import { produitSchema, type Produit } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCartMenu(entrepriseId: number): Promise<Produit[]> {
  return apiRequest(`/api/produits/entreprise_prod_cate/${entrepriseId}`, { schema: produitSchema.array() });
}

/** Today's prices and stock of the cart's business, so the cart shows what the server will charge. */
export const cartMenuQueryOptions = (entrepriseId: number) =>
  queryOptions({
    queryKey: ['cart', 'menu', entrepriseId],
    queryFn: () => getCartMenu(entrepriseId),
    staleTime: 0,
  });

export function useCartMenu(entrepriseId: number) {
  return useQuery(cartMenuQueryOptions(entrepriseId));
}
