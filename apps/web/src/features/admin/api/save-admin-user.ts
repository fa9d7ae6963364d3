import {
  adminUserSchema,
  updatedAdminUserSchema,
  type CreateAdminUserInput,
  type UpdateAdminUserInput,
} from '@comoe/shared/schemas/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `POST /api/admin/users` (201): the new admin, never its password. */
export function createAdminUser(input: CreateAdminUserInput) {
  return apiRequest('/api/admin/users', { method: 'POST', body: input, schema: adminUserSchema });
}

/**
 * `PUT /api/admin/users/{id}`, a blank password keeping the old one. `reconnexionRequise` is true
 * when the admin edited their own account: the caller then signs out.
 */
export function updateAdminUser(id: number, input: UpdateAdminUserInput) {
  return apiRequest(`/api/admin/users/${id}`, {
    method: 'PUT',
    body: input,
    schema: updatedAdminUserSchema,
  });
}

export type SaveAdminUserInput =
  { id: null; values: CreateAdminUserInput } | { id: number; values: UpdateAdminUserInput };

export function useSaveAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveAdminUserInput) =>
      input.id === null
        ? { ...(await createAdminUser(input.values)), reconnexionRequise: false }
        : updateAdminUser(input.id, input.values),
    onSuccess: (saved) => {
      // After a self-edit the session ends: nothing more may be asked with the old token.
      if (!saved.reconnexionRequise) void queryClient.invalidateQueries({ queryKey: adminKeys.allAdmins });
    },
  });
}
