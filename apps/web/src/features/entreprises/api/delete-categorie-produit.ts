import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/categoriesProduit/{id}`: 204; 409 with a French message while it holds products. */
export function deleteCategorieProduit(id: number): Promise<void> {
  return apiRequest<void>(`/api/categoriesProduit/${id}`, { method: 'DELETE' });
}
