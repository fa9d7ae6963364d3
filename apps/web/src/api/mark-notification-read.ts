import { notificationSchema, type NotificationsPage } from '@comoe/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<NotificationsPage>({ queryKey: key });
      const wasUnread = previous.some(([, page]) => page?.content.some((n) => n.id === id && !n.lu));
      queryClient.setQueriesData<NotificationsPage>({ queryKey: key }, (page) =>
        page
          ? {
              ...page,
              nonLues: wasUnread ? Math.max(0, page.nonLues - 1) : page.nonLues,
              content: page.content.map((n) => (n.id === id ? { ...n, lu: true } : n)),
            }
          : page,
      );
      return { previous };
    },
    onError: (error, _id, context) => {
      context?.previous.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
      toast.error('Erreur', error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
