import { avisPageSchema } from '@comoe/shared/schemas/avis-entreprise';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys } from './query-keys';

/** The owner's reviews, newest first (`GET /api/entreprises/{id}/avis`, page from 0). */
export function getAvis(entrepriseId: number, page: number, size: number) {
  return apiRequest(`/api/entreprises/${entrepriseId}/avis?page=${page}&size=${size}`, {
    schema: avisPageSchema,
  });
}

export const avisQueryOptions = (entrepriseId: number, page: number, size: number) =>
  queryOptions({
    queryKey: businessKeys.avis(entrepriseId, page, size),
    queryFn: () => getAvis(entrepriseId, page, size),
    placeholderData: keepPreviousData,
  });

export function useAvis(entrepriseId: number, page: number, size: number) {
  return useQuery(avisQueryOptions(entrepriseId, page, size));
}
