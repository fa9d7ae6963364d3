import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { Dialog } from '@/components/ui/dialog';
import { INBOX_PAGE_SIZE } from '../api/inbox-query';
import { useErrorToast } from '../use-error-toast';
import { InboxItem } from './inbox-item';
import type { Inbox } from '../use-inbox';
import { SectionHeader } from '@/components/section-header';
import { LABELS } from '@/lib/labels';

type InboxEntry = { id: number; lu: boolean; date: string };

/** What tells Messages from Avis: their words, how a row reads, what its dialog shows. */
export type InboxScreen<T extends InboxEntry> = {
  title: string;
  loadFailed: string;
  empty: { icon: LucideIcon; title: string };
  itemTestId: string;
  /** A row's words; the list gives it its unread mark, its date and its opening. */
  describeItem: (item: T) => { title: ReactNode; meta: ReactNode; body: ReactNode };
  /** The opened item's dialog content. */
  renderOpened: (item: T) => ReactNode;
};

/** What the admin's inboxes share: unread count, loading, failure with retry, empty state, pages. */
export function InboxList<T extends InboxEntry>({
  screen,
  inbox,
}: {
  screen: InboxScreen<T>;
  inbox: Inbox<T>;
}) {
  const { title, loadFailed, empty, itemTestId, describeItem, renderOpened } = screen;
  const { query, page, opened } = inbox;
  useErrorToast(query, loadFailed);
  const data = query.data;
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title={title}
        description={data ? (data.nonLus === 0 ? LABELS.allRead : `${data.nonLus} non lu(s)`) : undefined}
      />
      {query.isPending ? (
        <ListSkeleton rows={4} />
      ) : query.isError && !data ? (
        <ErrorState message={loadFailed} onRetry={() => void query.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map((item) => (
              <InboxItem
                key={item.id}
                testId={itemTestId}
                lu={item.lu}
                date={item.date}
                onOpen={() => inbox.open(item)}
                {...describeItem(item)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={INBOX_PAGE_SIZE}
            onPageChange={inbox.setPage}
            disabled={query.isFetching}
          />
        </>
      )}
      <Dialog open={opened !== null} onOpenChange={(next) => !next && inbox.close()}>
        {opened && renderOpened(opened)}
      </Dialog>
    </div>
  );
}
