import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `DELETE /api/admin/users/{id}`: 403 for oneself, 409 for the last active admin. */
export function deleteAdminUser(id: number) {
  return apiRequest<void>(`/api/admin/users/${id}`, { method: 'DELETE' });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.allAdmins }),
  });
}
