import type { Ville } from '@comoe/shared/schemas/catalog';
import { cityTitle } from '@comoe/shared/text';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Public list; the same call serves sign-up and the client's home. */
// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getVilles(): Promise<Ville[]> {
  return apiRequest('/api/villes');
}

export const villesQueryOptions = () =>
  queryOptions({ queryKey: ['villes'], queryFn: getVilles, staleTime: 10 * 60_000 });

export function useVilles() {
  return useQuery(villesQueryOptions());
}

/**
 * A city's name as written ('Adiaké') from the slug of an address ('adiake'); the capitalised
 * slug stands in until the list arrives or when it cannot be loaded.
 */
export function useCityName(slug: string | null): string | null {
  const villes = useQuery({ ...villesQueryOptions(), enabled: slug !== null });
  if (slug === null) return null;
  return cityTitle(slug, villes.data);
}
