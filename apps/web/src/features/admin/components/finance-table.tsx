import { partEntreprise } from '@comoe/shared/admin-finance';
import type { Finances } from '@comoe/shared/schemas/admin';
import { Receipt } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import type { Sort } from '../use-url-sort';
import { SortableHeadRow, type SortableColumn } from './sortable-head-row';

type Row = Finances['commandes'][number];

/** The report's columns; the server sorts those with a key (FINANCE_SORT_KEYS). */
const COLUMNS: readonly SortableColumn[] = [
  { label: 'Date', key: 'dateCommande' },
  { label: 'Entreprise', key: 'entreprise' },
  { label: 'Client' },
  { label: 'Total', key: 'total', right: true },
  { label: 'Frais', key: 'fraisLivraison', right: true },
  { label: 'Part Entreprise', right: true },
];

function Amount({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <TableCell className="text-right tabular-nums">
      <span className="max-md:flex max-md:justify-between max-md:gap-3">
        <span className="text-stone-600 md:sr-only">{label}</span>
        <span className={strong ? 'font-semibold text-stone-900' : undefined}>{formatFcfa(value)}</span>
      </span>
    </TableCell>
  );
}

/** 'Détail des Commandes': the page's delivered orders with what each brings and what goes to its business. */
export function FinanceTable({
  rows,
  sort,
  onSort,
}: {
  rows: Row[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  if (rows.length === 0) {
    return <EmptyState icon={Receipt} title="Aucune commande livrée sur cette période." />;
  }
  return (
    <Table stacked>
      <SortableHeadRow columns={COLUMNS} sort={sort} onSort={onSort} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="finance-row" className="max-md:space-y-1">
            <TableCell className="text-stone-600 max-md:text-xs md:whitespace-nowrap">
              {formatDateTime(row.dateCommande)}
            </TableCell>
            <TableCell className="font-semibold text-stone-900">{row.entrepriseNom}</TableCell>
            <TableCell className="max-md:text-stone-700">{row.clientNomComplet}</TableCell>
            <Amount label="Total" value={row.total} />
            <Amount label="Frais" value={row.fraisLivraison} />
            <Amount label="Part Entreprise" value={partEntreprise(row)} strong />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
