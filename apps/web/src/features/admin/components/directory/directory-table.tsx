import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ariaSort, nextSort, type Sort } from '../../use-url-sort';
import { SortButton } from '../sort-button';
import './table-meta';

export type { Sort };

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
  // No React Compiler runs on this app: nothing memoizes the table's functions behind its back.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
  });

  return (
    <Table stacked>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const column = header.column;
              // Columns are drawn, not read (no accessor): the server's sort says which is sorted.
              const sortable = column.columnDef.enableSorting !== false;
              const sorted = sort.key === column.id && (sort.desc ? 'desc' : 'asc');
              const right = column.columnDef.meta?.align === 'right';
              return (
                <TableHead
                  key={header.id}
                  aria-sort={sortable ? ariaSort(sorted) : undefined}
                  // Long names may take two lines: the row's buttons stay in view on a laptop.
                  className={cn('whitespace-normal', right && 'text-right')}
                >
                  {sortable ? (
                    // Counts and amounts start with the largest, names with A.
                    <SortButton
                      sorted={sorted}
                      onClick={() => onSortChange(nextSort(sort, column.id, right))}
                    >
                      {flexRender(column.columnDef.header, header.getContext())}
                    </SortButton>
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
