import type { ColumnDef } from '@tanstack/react-table';
import { LABELS } from '@/lib/labels';
import { column } from './column-helpers';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,5 ★ (12 avis)": the mean of the clients' courier ratings and their count; "—" when none. */
export function ratingText(evaluation: number | null, nombreAvis: number): string {
  if (evaluation === null || nombreAvis === 0) return '—';
  return `${oneDecimal.format(evaluation)} ★ (${nombreAvis} avis)`;
}

/** Issue 22 §4: the couriers' rating; not a sort key of the API, so not sortable. */
export const ratingColumn = <
  T extends { evaluation: number | null; nombreAvis: number },
>(): ColumnDef<T> => ({
  ...column<T>('evaluation', LABELS.rating, (row) => (
    <span data-testid="livreur-evaluation" className="whitespace-nowrap tabular-nums">
      {ratingText(row.evaluation, row.nombreAvis)}
    </span>
  )),
  enableSorting: false,
});
