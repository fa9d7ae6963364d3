import { adminAvisPageSchema } from '@comoe/shared/schemas/admin-inbox';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGE_SIZE, inboxQuery } from './inbox-query';
import { adminKeys } from './query-keys';

/** `GET /api/admin/avis`: clients' ratings of delivered orders, unread first, then newest. */
export function getAdminAvis(page: number) {
  return apiRequest(`/api/admin/avis?page=${page}&size=${INBOX_PAGE_SIZE}`, { schema: adminAvisPageSchema });
}

export const {
  options: adminAvisQueryOptions,
  useKept: useAdminAvis,
  useUnread: useUnreadAvis,
} = inboxQuery(adminKeys.avis.page, getAdminAvis, (data) => data.nonLus);
