import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

/** `DELETE /api/admin/users/{id}`: 403 for oneself, 409 for the last active admin. */
export function deleteAdminUser(id: number) {
  return apiRequest<void>(`/api/admin/users/${id}`, { method: 'DELETE' });
}

export const useDeleteAdminUser = () =>
  useRefreshingMutation(deleteAdminUser, [adminKeys.allAdmins], 'success');
