import { livraisonsPageSchema, type LIVRAISON_ETATS } from '@comoe/shared/schemas/entreprise-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

export type LivraisonEtat = (typeof LIVRAISON_ETATS)[number];

/** Deliveries in progress, or the past ones: orders a courier took (spec part 2 §3). */
export function getLivraisons(entrepriseId: number, etat: LivraisonEtat) {
  return apiRequest(`/api/entreprises/${entrepriseId}/livraisons?etat=${etat}&size=100`, {
    schema: livraisonsPageSchema,
  });
}

export const livraisonsQueryOptions = (entrepriseId: number, etat: LivraisonEtat) =>
  queryOptions({
    queryKey: businessKeys.livraisons(entrepriseId, etat),
    queryFn: () => getLivraisons(entrepriseId, etat),
  });

export function useLivraisons(entrepriseId: number, etat: LivraisonEtat) {
  return useQuery(livraisonsQueryOptions(entrepriseId, etat));
}
