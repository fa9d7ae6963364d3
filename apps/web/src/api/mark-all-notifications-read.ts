import { messageSchema } from '@comoe/shared/schemas/common';
import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function markAllNotificationsRead() {
  return apiRequest('/api/notifications/lu', { method: 'PUT', schema: messageSchema });
}

/**
 * 'Tout marquer comme lu': every page and the count change at once. `key` is the prefix of every
 * notifications page the area keeps.
 */
export function useMarkAllNotificationsRead(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () =>
      queryClient.setQueriesData<NotificationsPage>({ queryKey: key }, (page) =>
        page ? { ...page, nonLues: 0, content: page.content.map((n) => ({ ...n, lu: true })) } : page,
      ),
    onError: (error) => toast.error('Erreur', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
