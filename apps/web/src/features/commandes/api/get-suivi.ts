import type { Suivi } from '@comoe/shared/schemas/suivi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLiveRefetch } from './use-live-refetch';

export const suiviQueryKey = (orderId: string) => ['commandes', 'suivi', orderId] as const;

/** `GET /api/commandes/{id}/suivi`: where the courier of the client's order on its way is. */
export function getSuivi(orderId: string): Promise<Suivi> {
  // Trusted as typed: the server built it from the shared schema, and this chunk stays light.
  return apiRequest<Suivi>(`/api/commandes/${encodeURIComponent(orderId)}/suivi`);
}

/** A quiet poll besides the live event, should the stream be down: positions come about once a minute. */
const SUIVI_REFRESH_MS = 60_000;

export const suiviQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: suiviQueryKey(orderId),
    queryFn: () => getSuivi(orderId),
    refetchInterval: SUIVI_REFRESH_MS,
    // "No position yet" is an answer (404), not a failure to retry at once.
    retry: false,
  });

/** Read again as each position of the courier arrives (`livreur.position`, this client's only). */
export function useSuivi(orderId: string) {
  useLiveRefetch(suiviQueryKey(orderId), ['livreur.position']);
  return useQuery(suiviQueryOptions(orderId));
}
