import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import { SectionHeader } from '@/components/section-header';
import { plural } from '@/lib/format';
import type { DirectoryFilter } from '../../api/query-keys';
import { useDirectoryFilter } from '../../use-directory-filter';
import { useErrorToast } from '../../use-error-toast';
import { DirectoryFilters } from './directory-filters';
import { DirectoryView } from './directory-view';

/** What tells the businesses' screen from the couriers': its words, its columns, its query. */
export type Directory<T> = {
  title: string;
  description: string;
  search: { label: string; placeholder: string };
  table: {
    columns: ColumnDef<T>[];
    sortOptions: { key: string; label: string }[];
    withType?: boolean;
    withVille?: boolean;
  };
  empty: { icon: LucideIcon; title: string };
  /** 'entreprise': the rows' test id and the count above the table ('41 entreprises'). */
  noun: string;
  loadFailed: string;
};

type DirectorySectionProps<T> = {
  directory: Directory<T>;
  useRows: (filter: DirectoryFilter) => UseQueryResult<{ content: T[]; totalElements: number }>;
};

/** An accounts' screen: newest registrations first, filtered, sorted and paged by the server. */
export function DirectorySection<T extends { id: number }>({ directory, useRows }: DirectorySectionProps<T>) {
  const { title, description, search, table, empty, noun, loadFailed } = directory;
  // The sortable columns: every one but the buttons' (their ids are the API's sort keys).
  const sortKeys = table.columns.flatMap((c) => (c.id && c.enableSorting !== false ? [c.id] : []));
  const controls = useDirectoryFilter({ key: 'dateInscription', desc: true }, sortKeys);
  const rows = useRows(controls.filter);
  useErrorToast(rows, loadFailed);
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader title={title} description={description} />
      <DirectoryFilters
        controls={controls}
        searchLabel={search.label}
        searchPlaceholder={search.placeholder}
        withType={table.withType}
        withVille={table.withVille}
        sortOptions={table.sortOptions}
      />
      <DirectoryView
        query={rows}
        controls={controls}
        columns={table.columns}
        rowId={(row) => String(row.id)}
        testId={`${noun}-row`}
        errorMessage={loadFailed}
        emptyIcon={empty.icon}
        emptyTitle={empty.title}
        countLabel={(n) => plural(n, noun)}
      />
    </div>
  );
}
