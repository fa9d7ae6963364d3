import { categorieProduitSchema, type CategorieProduit } from '@comoe/shared/schemas/menu';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/categoriesProduit/{id}` `{ nom }`. */
export function renameCategorieProduit(id: number, nom: string): Promise<CategorieProduit> {
  return apiRequest(`/api/categoriesProduit/${id}`, {
    method: 'PUT',
    body: { nom },
    schema: categorieProduitSchema,
  });
}
