import { adminUserSchema } from '@comoe/shared/schemas/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/users?q`: every admin (they are few), searched by the server. */
export function getAdminUsers(q: string) {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : '';
  return apiRequest(`/api/admin/users${search}`, { schema: adminUserSchema.array() });
}

export const adminUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.admins(q.trim()),
    queryFn: () => getAdminUsers(q),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string) {
  return useQuery(adminUsersQueryOptions(q));
}
