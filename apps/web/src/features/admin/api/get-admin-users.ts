import { adminUserSchema } from '@comoe/shared/schemas/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The server's order when none is asked. */
export const ADMINS_DEFAULT_SORT = 'nom,asc';

/** `GET /api/admin/users?q&sort`: every admin (they are few), searched and sorted by the server. */
export function getAdminUsers(q: string, sort: string = ADMINS_DEFAULT_SORT) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (sort !== ADMINS_DEFAULT_SORT) params.set('sort', sort);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return apiRequest(`/api/admin/users${search}`, { schema: adminUserSchema.array() });
}

export const adminUsersQueryOptions = (q: string, sort: string = ADMINS_DEFAULT_SORT) =>
  queryOptions({
    queryKey: adminKeys.admins(q.trim(), sort),
    queryFn: () => getAdminUsers(q, sort),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string, sort?: string) {
  return useQuery(adminUsersQueryOptions(q, sort));
}
