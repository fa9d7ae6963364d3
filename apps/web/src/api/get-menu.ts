import type { Produit } from '@comoe/shared/schemas/entreprises';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The products in the owner's section order, each with its section. */
// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getMenu(entrepriseId: number): Promise<Produit[]> {
  return apiRequest(`/api/produits/entreprise_prod_cate/${entrepriseId}`);
}

export const menuQueryOptions = (entrepriseId: number) =>
  queryOptions({ queryKey: ['produits', 'entreprise', entrepriseId], queryFn: () => getMenu(entrepriseId) });
