import { adminMessagesPageSchema } from '@comoe/shared/schemas/admin-inbox';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGE_SIZE, inboxQuery } from './inbox-query';
import { adminKeys } from './query-keys';

/** `GET /api/admin/messages`: contact-form submissions, unread first, then newest. */
export function getAdminMessages(page: number) {
  return apiRequest(`/api/admin/messages?page=${page}&size=${INBOX_PAGE_SIZE}`, {
    schema: adminMessagesPageSchema,
  });
}

export const {
  options: adminMessagesQueryOptions,
  useKept: useAdminMessages,
  useUnread: useUnreadMessages,
} = inboxQuery(adminKeys.messages.page, getAdminMessages, (data) => data.nonLus);
