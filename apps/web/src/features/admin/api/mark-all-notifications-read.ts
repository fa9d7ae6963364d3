import { messageSchema } from '@comoe/shared/schemas/common';
import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys } from './query-keys';

export function markAllNotificationsRead() {
  return apiRequest('/api/notifications/lu', { method: 'PUT', schema: messageSchema });
}

/** 'Tout marquer comme lu'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const key = adminKeys.allNotifications;
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
