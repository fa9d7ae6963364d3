import { TableHead, TableHeader, TableRow } from '@/components/ui/table';

type TableHeadRowProps = {
  /** The columns' names, in order. */
  labels: readonly string[];
  /** The names of the columns aligned right (amounts, a row's buttons). */
  right?: readonly string[];
};

/** A plain table's header: one line of column names, nothing sortable. */
export function TableHeadRow({ labels, right = [] }: TableHeadRowProps) {
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label} className={right.includes(label) ? 'text-right' : undefined}>
            {label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
