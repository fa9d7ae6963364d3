import { messageSchema } from '@comoe/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from './query-keys';
import { TEXT } from '../texts';

/** After 5 wrong codes the courier's step is locked; the business lets them try again. */
export function unlockCodes(entrepriseId: number, orderId: string) {
  return apiRequest(`/api/entreprises/${entrepriseId}/orders/${orderId}/debloquer-codes`, {
    method: 'PUT',
    schema: messageSchema,
  });
}

export function useUnlockCodes(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => unlockCodes(entrepriseId, orderId),
    onSuccess: ({ message }) => toast.success(TEXT.success, message),
    onError: (error) => toast.error('Erreur', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.orders(entrepriseId) }),
  });
}
