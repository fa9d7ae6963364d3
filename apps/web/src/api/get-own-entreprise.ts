import { ownEntrepriseDetailsSchema, type OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { untilNextChange } from '@/lib/ouverture';

export type { OwnEntreprise };

/** The signed-in owner's business (ENTREPRISE accounts only). */
export function getOwnEntreprise(): Promise<OwnEntreprise> {
  return apiRequest('/api/entreprises/me', { schema: ownEntrepriseDetailsSchema });
}

export const ownEntrepriseQueryKey = ['entreprises', 'me'] as const;

export const ownEntrepriseQueryOptions = () =>
  queryOptions({
    queryKey: ownEntrepriseQueryKey,
    queryFn: getOwnEntreprise,
    // The hours open or close it while the owner's page stays open: read it again then.
    refetchInterval: (query) => untilNextChange(query.state.data ? [query.state.data] : undefined),
  });

export function useOwnEntreprise(enabled = true) {
  return useQuery({ ...ownEntrepriseQueryOptions(), enabled });
}
