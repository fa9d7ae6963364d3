import type { ColumnDef } from '@tanstack/react-table';
import { SearchX, type LucideIcon } from 'lucide-react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { DIRECTORY_PAGE_SIZE, type DirectoryControls } from '../../use-directory-filter';
import { Spinner } from '../spinner';
import { DirectoryTable } from './directory-table';

type Page<T> = { content: T[]; totalElements: number };

type DirectoryViewProps<T> = {
  query: {
    data: Page<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  controls: DirectoryControls;
  columns: ColumnDef<T>[];
  rowId: (row: T) => string;
  testId: string;
  errorMessage: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  /** '41 entreprises'. */
  countLabel: (n: number) => string;
};

/** A table's states: skeleton, error, empty (or nothing matching), the rows and their pages. */
export function DirectoryView<T>({
  query,
  controls,
  columns,
  rowId,
  testId,
  errorMessage,
  emptyIcon,
  emptyTitle,
  countLabel,
}: DirectoryViewProps<T>) {
  const { data } = query;
  if (query.isPending) return <ListSkeleton rows={5} className="h-16 rounded-xl" />;
  if (query.isError && !data)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (!data || data.content.length === 0) {
    return controls.filtered ? (
      <EmptyState icon={SearchX} title="Aucun résultat pour ces filtres." />
    ) : (
      <EmptyState icon={emptyIcon} title={emptyTitle} />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-stone-600" aria-live="polite">
        {countLabel(data.totalElements)}
        {query.isFetching && <Spinner label="Mise à jour…" />}
      </p>
      <div className="rounded-2xl border border-border bg-white p-2 shadow-sm max-md:border-0 max-md:bg-transparent max-md:p-0 max-md:shadow-none">
        <DirectoryTable
          columns={columns}
          rows={data.content}
          sort={controls.sort}
          onSortChange={controls.setSort}
          rowId={rowId}
          testId={testId}
        />
      </div>
      <Pagination
        page={controls.filter.page}
        totalElements={data.totalElements}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPageChange={controls.setPage}
        disabled={query.isFetching}
      />
    </div>
  );
}
