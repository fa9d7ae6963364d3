import { adminAvisPageSchema } from '@comoe/shared/schemas/admin-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INBOX_PAGE_SIZE, UNREAD_REFRESH_MS } from './get-messages';
import { adminKeys } from './query-keys';

/** `GET /api/admin/avis`: clients' ratings of delivered orders, unread first, then newest. */
export function getAdminAvis(page: number) {
  return apiRequest(`/api/admin/avis?page=${page}&size=${INBOX_PAGE_SIZE}`, { schema: adminAvisPageSchema });
}

export const adminAvisQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.avis(page),
    queryFn: () => getAdminAvis(page),
    placeholderData: keepPreviousData,
  });

export function useAdminAvis(page: number) {
  return useQuery(adminAvisQueryOptions(page));
}

export function useUnreadAvis(): number {
  return (
    useQuery({
      ...adminAvisQueryOptions(0),
      select: (data) => data.nonLus,
      refetchInterval: UNREAD_REFRESH_MS,
    }).data ?? 0
  );
}
