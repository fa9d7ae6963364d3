import { notificationSchema } from '@comoe/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markReadInPages } from '@/lib/mark-read-in-pages';
import { toast } from '@/lib/toast';

export function markNotificationRead(id: number) {
  return apiRequest(`/api/notifications/${id}/lu`, { method: 'PUT', schema: notificationSchema });
}

/**
 * 'Marquer comme lu': the item and the count change at once, and are put back if the server refuses.
 * `key` is the prefix of every notifications page the area keeps.
 */
export function useMarkNotificationRead(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markReadInPages(queryClient, key, id, 'nonLues'),
    onError: (error, _id, context) => {
      context?.restore();
      toast.error('Erreur', error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
