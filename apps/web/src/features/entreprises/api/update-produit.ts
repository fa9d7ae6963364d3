import { produitSchema, type Produit } from '@comoe/shared/schemas/entreprises';
import type { produitPatchSchema } from '@comoe/shared/schemas/menu';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ProduitPatch = z.output<typeof produitPatchSchema>;

/** `PUT /api/produits/{id}`: only the fields sent change (the switch sends `disponible` alone). */
export function updateProduit(id: number, patch: ProduitPatch): Promise<Produit> {
  return apiRequest(`/api/produits/${id}`, { method: 'PUT', body: patch, schema: produitSchema });
}
