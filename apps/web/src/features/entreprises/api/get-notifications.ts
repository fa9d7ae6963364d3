import { notificationsPageSchema } from '@comoe/shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { businessKeys } from './query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The owner's notifications, newest first, with the unread count of the sidebar and the bell. */
export function getNotifications(page: number) {
  return apiRequest(`/api/notifications?page=${page}&size=${NOTIFICATIONS_PAGE_SIZE}`, {
    schema: notificationsPageSchema,
  });
}

export const { options: notificationsQueryOptions, useKept: useNotifications } = keptQuery(
  businessKeys.notificationsPage,
  getNotifications,
);

/** The unread count, read from the first page wherever the owner is. */
export function useUnreadCount(): number {
  return useQuery({ ...notificationsQueryOptions(0), select: (data) => data.nonLues }).data ?? 0;
}
