import { notificationsPageSchema } from '@comoe/shared/schemas/notifications';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGE_SIZE, inboxQuery } from './inbox-query';
import { adminKeys } from './query-keys';

/** `GET /api/notifications`: the admin's own (orders waiting too long, new businesses), newest first. */
export function getAdminNotifications(page: number) {
  return apiRequest(`/api/notifications?page=${page}&size=${INBOX_PAGE_SIZE}`, {
    schema: notificationsPageSchema,
  });
}

export const {
  options: adminNotificationsQueryOptions,
  useKept: useAdminNotifications,
  useUnread: useUnreadNotifications,
} = inboxQuery(adminKeys.notifications.page, getAdminNotifications, (data) => data.nonLues);
