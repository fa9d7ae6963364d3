import { ownEntrepriseSchema } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type OwnEntreprise = z.infer<typeof ownEntrepriseSchema>;

/** The signed-in owner's business (ENTREPRISE accounts only). */
export function getOwnEntreprise(): Promise<OwnEntreprise> {
  return apiRequest('/api/entreprises/me', { schema: ownEntrepriseSchema });
}

export const ownEntrepriseQueryOptions = () =>
  queryOptions({ queryKey: ['entreprises', 'me'], queryFn: getOwnEntreprise });

export function useOwnEntreprise(enabled: boolean) {
  return useQuery({ ...ownEntrepriseQueryOptions(), enabled });
}
