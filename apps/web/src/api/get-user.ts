import type { UserProfile } from '@comoe/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getUser(id: number): Promise<UserProfile> {
  return apiRequest(`/api/users/${id}`);
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
