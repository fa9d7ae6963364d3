import { verificationQueuePageSchema } from '@comoe/shared/schemas/courier-verification';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys } from './query-keys';

export const VERIFICATION_PAGE_SIZE = 10;
export type QueueState = 'EN_ATTENTE' | 'REFUSEE' | 'DOCUMENTS_MANQUANTS';
export type QueueFilter = { etat: QueueState; page: number };

/** `GET /api/admin/livreurs/verification`: couriers in one state, oldest documents first. */
export function getVerificationQueue({ etat, page }: QueueFilter) {
  const params = new URLSearchParams({ etat, page: String(page), size: String(VERIFICATION_PAGE_SIZE) });
  return apiRequest(`/api/admin/livreurs/verification?${params.toString()}`, {
    schema: verificationQueuePageSchema,
    cache: 'no-store',
  });
}

export const { useKept: useVerificationQueue } = keptQuery(
  (f: QueueFilter) => adminKeys.verificationQueue(f.etat, f.page),
  getVerificationQueue,
);

/** The sidebar's count: couriers whose documents wait for an admin. */
export function useVerificationWaiting(): number {
  return useVerificationQueue({ etat: 'EN_ATTENTE', page: 0 }).data?.enAttente ?? 0;
}
