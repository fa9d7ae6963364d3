import { villeDetailSchema } from '@comoe/shared/schemas/villes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * The cities with what the admin edits (base fee, position). `GET /api/villes` is cached 30 s by
 * browsers: the admin reads past that cache, so a write shows at once.
 */
export function getAdminVilles() {
  return apiRequest('/api/villes', { schema: villeDetailSchema.array(), cache: 'no-store' });
}

export const adminVillesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.villes, queryFn: getAdminVilles });

export function useAdminVilles() {
  return useQuery(adminVillesQueryOptions());
}
