import { adminLivreurSchema } from '@comoe/shared/schemas/admin-accounts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

type Decision = { id: number; isVerified: boolean; motif?: string };

/**
 * `PUT /api/admin/livreurs/{id}/verification` `{ isVerified, motif? }`: answers the courier's row.
 * A refusal's reason is what the courier reads.
 */
export function setLivreurVerification({ id, isVerified, motif }: Decision) {
  return apiRequest(`/api/admin/livreurs/${id}/verification`, {
    method: 'PUT',
    body: motif ? { isVerified, motif } : { isVerified },
    schema: adminLivreurSchema,
  });
}

export const useSetLivreurVerification = () =>
  useRefreshingMutation(setLivreurVerification, [adminKeys.allLivreurs, adminKeys.verification]);
