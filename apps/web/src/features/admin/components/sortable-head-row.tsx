import { TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ariaSort, nextSort, type Sort } from '../use-url-sort';
import { SortButton } from './sort-button';

export type SortableColumn = {
  label: string;
  /** The API's sort key of this column; none: not sortable. */
  key?: string;
  right?: boolean;
};

type SortableHeadRowProps = {
  columns: readonly SortableColumn[];
  sort: Sort;
  onSort: (sort: Sort) => void;
};

/** A hand-written table's header whose columns the server sorts: a click sorts, a second turns it over. */
export function SortableHeadRow({ columns, sort, onSort }: SortableHeadRowProps) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map(({ label, key, right }) => {
          const sorted = key && sort.key === key ? (sort.desc ? 'desc' : 'asc') : false;
          return (
            <TableHead
              key={label}
              aria-sort={key ? ariaSort(sorted) : undefined}
              className={cn(right && 'text-right')}
            >
              {key ? (
                <SortButton sorted={sorted} onClick={() => onSort(nextSort(sort, key))}>
                  {label}
                </SortButton>
              ) : (
                label
              )}
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
