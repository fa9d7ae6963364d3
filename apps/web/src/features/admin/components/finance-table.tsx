import { partEntreprise } from '@comoe/shared/admin-finance';
import type { Finances } from '@comoe/shared/schemas/admin';
import { Receipt } from 'lucide-react';
import { EmptyState } from '@/components/list-states';
import { TableHeadRow } from '@/components/table-head-row';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';

type Row = Finances['commandes'][number];

/** The amounts' columns, aligned right like their cells. */
const AMOUNTS = ['Total', 'Frais', 'Part Entreprise'];
const HEADS = ['Entreprise', 'Client', ...AMOUNTS];

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
export function FinanceTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return <EmptyState icon={Receipt} title="Aucune commande livrée sur cette période." />;
  }
  return (
    <Table stacked>
      <TableHeadRow labels={HEADS} right={AMOUNTS} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="finance-row" className="max-md:space-y-1">
            <TableCell>
              <span className="font-semibold text-stone-900">{row.entrepriseNom}</span>
              <span className="block text-xs text-stone-600">{formatDateTime(row.dateCommande)}</span>
            </TableCell>
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
