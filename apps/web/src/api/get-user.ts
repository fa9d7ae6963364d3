import { userProfileSchema, type UserProfile } from '@comoe/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getUser(id: number): Promise<UserProfile> {
  return apiRequest(`/api/users/${id}`, { schema: userProfileSchema });
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
