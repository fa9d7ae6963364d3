import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import './table-meta';

export type Sort = { key: string; desc: boolean };

type DirectoryTableProps<T> = {
  columns: ColumnDef<T>[];
  rows: T[];
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  rowId: (row: T) => string;
  testId: string;
};

/**
 * @tanstack/react-table in server mode: the server filters, sorts and pages; the table only
 * draws and asks. Sortable headers are buttons (aria-sort on the column); below `md` each row
 * is a card whose values carry their column's name.
 */
export function DirectoryTable<T>({
  columns,
  rows,
  sort,
  onSortChange,
  rowId,
  testId,
}: DirectoryTableProps<T>) {
  const sorting: SortingState = [{ id: sort.key, desc: sort.desc }];
  // No React Compiler runs on this app: nothing memoizes the table's functions behind its back.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const [first] = next;
      if (first) onSortChange({ key: first.id, desc: first.desc });
    },
  });

  return (
    <Table stacked>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const column = header.column;
              const sorted = column.getIsSorted();
              const right = column.columnDef.meta?.align === 'right';
              return (
                <TableHead
                  key={header.id}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={cn(right && 'text-right')}
                >
                  {column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={column.getToggleSortingHandler()}
                      className={cn(
                        'inline-flex items-center gap-1 rounded uppercase hover:text-stone-900',
                        sorted && 'text-orange-800',
                      )}
                    >
                      {flexRender(column.columnDef.header, header.getContext())}
                      {sorted === 'asc' ? (
                        <ArrowUp className="size-3.5" aria-hidden="true" />
                      ) : sorted === 'desc' ? (
                        <ArrowDown className="size-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    flexRender(column.columnDef.header, header.getContext())
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-testid={testId} className="max-md:space-y-1.5">
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              return (
                <TableCell
                  key={cell.id}
                  className={cn('align-middle', meta?.align === 'right' && 'text-right tabular-nums')}
                >
                  {cell.column.getIndex() === 0 ? (
                    flexRender(cell.column.columnDef.cell, cell.getContext())
                  ) : (
                    // On a phone each value reads after its column's name, on one line of the card.
                    <div className="max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:text-right">
                      {meta?.label && (
                        <span className="shrink-0 text-xs font-medium text-stone-500 md:hidden">
                          {meta.label}
                        </span>
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
