import { publicEntrepriseSchema, type PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getEntreprise(id: number): Promise<PublicEntreprise> {
  return apiRequest(`/api/entreprises/${id}`, { schema: publicEntrepriseSchema });
}

export const entrepriseQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['entreprises', id], queryFn: () => getEntreprise(id) });

export function useEntreprise(id: number) {
  return useQuery(entrepriseQueryOptions(id));
}
