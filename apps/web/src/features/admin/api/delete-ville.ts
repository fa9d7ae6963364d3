import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { villeKeys } from './save-ville';

/** `DELETE /api/villes/{id}`: 409 with how many businesses, accounts and orders still use it. */
export function deleteVille(id: number) {
  return apiRequest<void>(`/api/villes/${id}`, { method: 'DELETE' });
}

// A refused deletion (409) leaves the town where it was: nothing to refetch.
export const useDeleteVille = () => useRefreshingMutation(deleteVille, villeKeys(), 'success');
