import { villeSchema, type Ville } from '@comoe/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Public list; the same call serves sign-up and the client's home. */
export function getVilles(): Promise<Ville[]> {
  return apiRequest('/api/villes', { schema: villeSchema.array() });
}

export const villesQueryOptions = () =>
  queryOptions({ queryKey: ['villes'], queryFn: getVilles, staleTime: 10 * 60_000 });

export function useVilles() {
  return useQuery(villesQueryOptions());
}
