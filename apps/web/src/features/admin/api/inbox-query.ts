import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { markReadInPages } from '@/lib/mark-read-in-pages';
import { keptQuery } from '@/lib/query-factory';

export const INBOX_PAGE_SIZE = 20;
/** The sidebar's counts follow new messages, reviews and notifications without a reload. */
export const UNREAD_REFRESH_MS = 60_000;

/** One of the admin's inboxes: a page of it, and the sidebar's unread count read from its first page. */
export function inboxQuery<TData, TKey extends QueryKey>(
  queryKey: (page: number) => TKey,
  fetcher: (page: number) => Promise<TData>,
  unread: (data: TData) => number,
) {
  const { options, useKept } = keptQuery(queryKey, fetcher);
  const useUnread = (): number =>
    useQuery({ ...options(0), select: unread, refetchInterval: UNREAD_REFRESH_MS }).data ?? 0;
  return { options, useKept, useUnread };
}

/** Opening a message or a review marks it read at once, put back if the server refuses. */
export function useReadInboxItem(read: (id: number) => Promise<unknown>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: read,
    onMutate: (id) => markReadInPages(queryClient, key, id, 'nonLus'),
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
