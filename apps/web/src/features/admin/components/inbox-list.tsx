import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { Dialog } from '@/components/ui/dialog';
import { INBOX_PAGE_SIZE } from '../api/inbox-query';
import { useErrorToast } from '../use-error-toast';
import type { Inbox } from '../use-inbox';
import { SectionHeader } from '@/components/section-header';
import { LABELS } from '@/lib/labels';

/** What the admin's inboxes share: unread count, loading, failure with retry, empty state, pages. */
export function InboxList<T extends { id: number; lu: boolean }>({
  title,
  inbox,
  loadFailed,
  emptyIcon,
  emptyTitle,
  renderItem,
  renderOpened,
}: {
  title: string;
  inbox: Inbox<T>;
  loadFailed: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
  /** The opened item's dialog content. */
  renderOpened: (item: T) => ReactNode;
}) {
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
        <EmptyState icon={emptyIcon} title={emptyTitle} />
      ) : (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
            {data.content.map(renderItem)}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.totalElements / INBOX_PAGE_SIZE)}
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
