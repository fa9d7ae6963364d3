import { adminMessagesPageSchema } from '@comoe/shared/schemas/admin-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const INBOX_PAGE_SIZE = 20;
/** The sidebar's counts follow new messages, reviews and notifications without a reload. */
export const UNREAD_REFRESH_MS = 60_000;

/** `GET /api/admin/messages`: contact-form submissions, unread first, then newest. */
export function getAdminMessages(page: number) {
  return apiRequest(`/api/admin/messages?page=${page}&size=${INBOX_PAGE_SIZE}`, {
    schema: adminMessagesPageSchema,
  });
}

export const adminMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messages(page),
    queryFn: () => getAdminMessages(page),
    placeholderData: keepPreviousData,
  });

export function useAdminMessages(page: number) {
  return useQuery(adminMessagesQueryOptions(page));
}

export function useUnreadMessages(): number {
  return (
    useQuery({
      ...adminMessagesQueryOptions(0),
      select: (data) => data.nonLus,
      refetchInterval: UNREAD_REFRESH_MS,
    }).data ?? 0
  );
}
