import { useMutation, useQueryClient } from '@tanstack/react-query';
import { villesQueryOptions } from '@/api/get-villes';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `DELETE /api/villes/{id}`: 409 with how many businesses, accounts and orders still use it. */
export function deleteVille(id: number) {
  return apiRequest<void>(`/api/villes/${id}`, { method: 'DELETE' });
}

export function useDeleteVille() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVille,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.villes }),
        queryClient.invalidateQueries({ queryKey: villesQueryOptions().queryKey }),
      ]),
  });
}
