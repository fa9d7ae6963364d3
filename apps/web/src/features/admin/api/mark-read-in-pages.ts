import type { QueryClient, QueryKey } from '@tanstack/react-query';

type InboxPage = { content: { id: number; lu: boolean }[]; nonLus: number };

/**
 * Marks an item read in every cached page at once, the unread count with it, and answers how to
 * put them back if the server refuses.
 */
export async function markReadInPages(queryClient: QueryClient, key: QueryKey, id: number) {
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueriesData<InboxPage>({ queryKey: key });
  const wasUnread = previous.some(([, page]) => page?.content.some((item) => item.id === id && !item.lu));
  queryClient.setQueriesData<InboxPage>({ queryKey: key }, (page) =>
    page
      ? {
          ...page,
          nonLus: wasUnread ? Math.max(0, page.nonLus - 1) : page.nonLus,
          content: page.content.map((item) => (item.id === id ? { ...item, lu: true } : item)),
        }
      : page,
  );
  return {
    restore: () => previous.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data)),
  };
}
