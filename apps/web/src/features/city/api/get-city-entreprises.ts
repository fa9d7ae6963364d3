import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { citySlug } from '@comoe/shared/text';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { untilNextChange } from '@/lib/ouverture';

/** The server matches the name whatever its case or spacing; an unknown city is a 404. */
// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getCityEntreprises(cityName: string): Promise<PublicEntreprise[]> {
  return apiRequest(`/api/entreprises/ville/${encodeURIComponent(citySlug(cityName))}`);
}

export const cityEntreprisesQueryOptions = (cityName: string) =>
  queryOptions({
    queryKey: ['entreprises', 'ville', citySlug(cityName)],
    queryFn: () => getCityEntreprises(cityName),
    // Open, closed or paused changes without any edit of the list: asked again at each visit (an
    // unchanged list is a bodiless 304), and when the first opening, closing or pause end is due.
    staleTime: 0,
    refetchInterval: (query) => untilNextChange(query.state.data),
  });

export function useCityEntreprises(cityName: string) {
  return useQuery(cityEntreprisesQueryOptions(cityName));
}
