import { adminLivreurSchema } from '@comoe/shared/schemas/admin-accounts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/livreurs/{id}/verification` `{ isVerified }`: answers the courier's row. */
export function setLivreurVerification({ id, isVerified }: { id: number; isVerified: boolean }) {
  return apiRequest(`/api/admin/livreurs/${id}/verification`, {
    method: 'PUT',
    body: { isVerified },
    schema: adminLivreurSchema,
  });
}

export const useSetLivreurVerification = () =>
  useRefreshingMutation(setLivreurVerification, [adminKeys.allLivreurs]);
