import { produitSchema, type Produit } from '@comoe/shared/schemas/entreprises';
import { apiRequest } from '@/lib/api-client';

/** Today's menu of the order's business: prices and stock as they are now, never cached. */
export function getTodayMenu(entrepriseId: number): Promise<Produit[]> {
  return apiRequest(`/api/produits/entreprise_prod_cate/${entrepriseId}`, { schema: produitSchema.array() });
}
