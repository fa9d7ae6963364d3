import { categorieProduitSchema, type CategorieProduit } from '@comoe/shared/schemas/menu';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/categoriesProduit` `{ nom, utilisateurId }`: 201 with the new section, last in the menu. */
export function createCategorieProduit(utilisateurId: number, nom: string): Promise<CategorieProduit> {
  return apiRequest('/api/categoriesProduit', {
    method: 'POST',
    body: { nom, utilisateurId },
    schema: categorieProduitSchema,
  });
}
