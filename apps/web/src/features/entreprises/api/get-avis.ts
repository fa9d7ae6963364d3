import { avisPageSchema } from '@comoe/shared/schemas/avis-entreprise';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { businessKeys, type AvisQuery } from './query-keys';

/** The owner's reviews, newest first (`GET /api/entreprises/{id}/avis`, page from 0). */
export function getAvis({ entrepriseId, page, size }: AvisQuery) {
  return apiRequest(`/api/entreprises/${entrepriseId}/avis?page=${page}&size=${size}`, {
    schema: avisPageSchema,
  });
}

export const { useKept: useAvis } = keptQuery(businessKeys.avis, getAvis);
