import { devisSchema, type Devis } from '@comoe/shared/schemas/commandes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type DevisRequest = {
  entrepriseId: number;
  latitude: number | null;
  longitude: number | null;
};

/** The delivery fee the server will charge for this business and this position (design §4). */
export function getDevis({ entrepriseId, latitude, longitude }: DevisRequest): Promise<Devis> {
  const query = new URLSearchParams({ entrepriseId: String(entrepriseId) });
  if (latitude !== null && longitude !== null) {
    query.set('latitude', String(latitude));
    query.set('longitude', String(longitude));
  }
  return apiRequest(`/api/commandes/devis?${query.toString()}`, { schema: devisSchema });
}

export const devisQueryOptions = (request: DevisRequest) =>
  queryOptions({
    queryKey: ['commandes', 'devis', request.entrepriseId, request.latitude, request.longitude],
    queryFn: () => getDevis(request),
  });

/** A new position asks for a new quote; the old figure stays on screen, marked as updating, meanwhile. */
export function useDevis(request: DevisRequest) {
  return useQuery({ ...devisQueryOptions(request), placeholderData: keepPreviousData });
}
