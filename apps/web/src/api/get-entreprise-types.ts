import { entrepriseTypeSchema } from '@comoe/shared/schemas/catalog';
import type { EntrepriseType } from '@comoe/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getEntrepriseTypes(): Promise<EntrepriseType[]> {
  return apiRequest('/api/entreprises/types', { schema: entrepriseTypeSchema.array() });
}

export const entrepriseTypesQueryOptions = () =>
  queryOptions({ queryKey: ['entreprises', 'types'], queryFn: getEntrepriseTypes, staleTime: 60 * 60_000 });

export function useEntrepriseTypes() {
  return useQuery(entrepriseTypesQueryOptions());
}
