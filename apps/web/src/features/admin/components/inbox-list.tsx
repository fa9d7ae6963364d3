import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { INBOX_PAGE_SIZE } from '../api/get-messages';
import { useErrorToast } from '../use-error-toast';
import { SectionHeader } from '@/components/section-header';
import { LABELS } from '@/lib/labels';

type InboxPage<T> = { content: T[]; totalElements: number; nonLus: number };

/** What the admin's inboxes share: unread count, loading, failure with retry, empty state, pages. */
export function InboxList<T extends { id: number }>({
  title,
  query,
  loadFailed,
  emptyIcon,
  emptyTitle,
  page,
  onPageChange,
  renderItem,
  children,
}: {
  title: string;
  query: UseQueryResult<InboxPage<T>>;
  loadFailed: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /** The opened item's dialog. */
  children?: ReactNode;
}) {
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
            onPageChange={onPageChange}
            disabled={query.isFetching}
          />
        </>
      )}
      {children}
    </div>
  );
}
