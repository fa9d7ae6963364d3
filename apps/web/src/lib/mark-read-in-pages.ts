import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The unread count's name: `nonLus` for the admin's messages and reviews, `nonLues` for notifications. */
type CountKey = 'nonLus' | 'nonLues';
type InboxPage<K extends CountKey> = { content: { id: number; lu: boolean }[] } & Record<K, number>;

/**
 * Marks an item read in every cached page at once, the unread count with it, and answers how to
 * put them back if the server refuses.
 */
export async function markReadInPages<K extends CountKey>(
  queryClient: QueryClient,
  key: QueryKey,
  id: number,
  countKey: K,
) {
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueriesData<InboxPage<K>>({ queryKey: key });
  const wasUnread = previous.some(([, page]) => page?.content.some((item) => item.id === id && !item.lu));
  queryClient.setQueriesData<InboxPage<K>>({ queryKey: key }, (page) =>
    page
      ? {
          ...page,
          [countKey]: wasUnread ? Math.max(0, page[countKey] - 1) : page[countKey],
          content: page.content.map((item) => (item.id === id ? { ...item, lu: true } : item)),
        }
      : page,
  );
  return {
    restore: () => previous.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data)),
  };
}
