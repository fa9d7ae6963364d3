import { notificationsPageSchema } from '@comoe/shared/schemas/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGE_SIZE, UNREAD_REFRESH_MS } from './get-messages';
import { adminKeys } from './query-keys';

/** `GET /api/notifications`: the admin's own (orders waiting too long, new businesses), newest first. */
export function getAdminNotifications(page: number) {
  return apiRequest(`/api/notifications?page=${page}&size=${INBOX_PAGE_SIZE}`, {
    schema: notificationsPageSchema,
  });
}

export const adminNotificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.notifications(page),
    queryFn: () => getAdminNotifications(page),
    placeholderData: keepPreviousData,
  });

export function useAdminNotifications(page: number) {
  return useQuery(adminNotificationsQueryOptions(page));
}

export function useUnreadNotifications(): number {
  return (
    useQuery({
      ...adminNotificationsQueryOptions(0),
      select: (data) => data.nonLues,
      refetchInterval: UNREAD_REFRESH_MS,
    }).data ?? 0
  );
}
