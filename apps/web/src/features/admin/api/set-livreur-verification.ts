import { adminLivreurSchema } from '@comoe/shared/schemas/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/livreurs/{id}/verification` `{ isVerified }`: answers the courier's row. */
export function setLivreurVerification(id: number, isVerified: boolean) {
  return apiRequest(`/api/admin/livreurs/${id}/verification`, {
    method: 'PUT',
    body: { isVerified },
    schema: adminLivreurSchema,
  });
}

export function useSetLivreurVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: number; isVerified: boolean }) =>
      setLivreurVerification(id, isVerified),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allLivreurs }),
  });
}
