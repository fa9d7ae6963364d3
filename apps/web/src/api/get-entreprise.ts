import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { untilNextChange } from '@/lib/ouverture';

// Trusted as typed, without zod: the pages a client browses first skip zod's 25 KB on a 3G link,
// and the server built this answer from the same shared schema.
export function getEntreprise(id: number): Promise<PublicEntreprise> {
  return apiRequest(`/api/entreprises/${id}`);
}

export const entrepriseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['entreprises', id],
    queryFn: () => getEntreprise(id),
    // Whether it is open now (hours, pause) changes by itself: asked again at each visit and
    // when its next change is due.
    staleTime: 0,
    refetchInterval: (query) => untilNextChange(query.state.data ? [query.state.data] : undefined),
  });
