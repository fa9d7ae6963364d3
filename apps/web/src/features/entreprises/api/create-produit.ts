import { produitSchema, type Produit } from '@comoe/shared/schemas/entreprises';
import type { newProduitSchema } from '@comoe/shared/schemas/menu';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type NewProduit = z.output<typeof newProduitSchema>;

/** `POST /api/produits`: answers 201 with the product and its id. */
export function createProduit(input: NewProduit): Promise<Produit> {
  return apiRequest('/api/produits', { method: 'POST', body: input, schema: produitSchema });
}
