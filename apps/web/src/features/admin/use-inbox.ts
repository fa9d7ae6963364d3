import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

export type InboxPage<T> = { content: T[]; totalElements: number; nonLus: number };

/** Messages and Avis: the page shown, and the item opened in a dialog, read as it opens. */
export function useInbox<T extends { id: number; lu: boolean }>(
  usePage: (page: number) => UseQueryResult<InboxPage<T>>,
  useRead: () => { mutate: (id: number) => void },
) {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<T | null>(null);
  const query = usePage(page);
  const read = useRead();

  const open = (item: T) => {
    setOpened(item);
    if (!item.lu) read.mutate(item.id);
  };

  return { page, setPage, query, opened, open, close: () => setOpened(null) };
}

export type Inbox<T extends { id: number; lu: boolean }> = ReturnType<typeof useInbox<T>>;
