import type { CourierDebt, CourierDebtSortKey } from '@comoe/shared/schemas/courier-gains';
import { ArrowDown, ArrowUp, ArrowUpDown, HandCoins } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatAge, formatDateTime } from '@/lib/dates';
import { formatFcfa, formatPhone, plural } from '@/lib/format';
import type { CourierDebtsSort } from '../../api/get-courier-debts';
import { LABELS } from '@/lib/labels';

type ListProps = {
  debts: CourierDebt[];
  sort: CourierDebtsSort;
  onSort: (sort: CourierDebtsSort) => void;
  onPay: (debt: CourierDebt) => void;
};

const oldest = (iso: string | null) => (iso ? `depuis ${formatAge(iso)}` : '—');

/**
 * A column the server sorts: the first click puts the largest (or the oldest, or Z) first, the
 * next the other way; names start at A.
 */
function SortHeader({
  label,
  column,
  sort,
  onSort,
  right = false,
}: { label: string; column: CourierDebtSortKey; right?: boolean } & Pick<ListProps, 'sort' | 'onSort'>) {
  const [current, dir] = sort.split(',') as [CourierDebtSortKey, 'asc' | 'desc'];
  const active = current === column;
  const first = column === 'nom' || column === 'plusAncienne' ? 'asc' : 'desc';
  const next = active ? (dir === 'asc' ? 'desc' : 'asc') : first;
  const Icon = !active ? ArrowUpDown : dir === 'desc' ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'desc' ? 'descending' : 'ascending') : 'none'}
      className={right ? 'px-3 py-2 text-right' : 'px-3 py-2'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-stone-900"
        onClick={() => onSort(`${column},${next}`)}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function PayButton({ debt, onPay }: { debt: CourierDebt; onPay: ListProps['onPay'] }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onPay(debt)} aria-label={`Payer ${debt.nom}`}>
      <HandCoins aria-hidden="true" />
      Payer
    </Button>
  );
}

/** A laptop's table, sortable by each figure. */
function DebtTable({ debts, sort, onSort, onPay }: ListProps) {
  const head = { sort, onSort };
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white lg:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            <SortHeader label="Livreur" column="nom" {...head} />
            <th scope="col" className="px-3 py-2 font-semibold uppercase">
              Ville
            </th>
            <SortHeader label="Livraisons" column="commandes" right {...head} />
            <SortHeader label="Montant dû" column="du" right {...head} />
            <SortHeader label="Espèces encaissées" column="especesEncaissees" right {...head} />
            <SortHeader label="Plus ancienne" column="plusAncienne" {...head} />
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {debts.map((d) => (
            <tr
              key={d.livreurId}
              className="border-t border-stone-100 align-middle"
              data-testid="courier-debt-row"
            >
              <td className="px-3 py-2">
                <span className="font-medium text-stone-900">{d.nom}</span>
                <span className="block text-xs text-stone-500">{formatPhone(d.telephone)}</span>
              </td>
              <td className="px-3 py-2 text-stone-700">{d.ville ?? '—'}</td>
              <td className="px-3 py-2 text-right tabular-nums">{d.commandes}</td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatFcfa(d.du)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatFcfa(d.especesEncaissees)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-stone-700">
                {oldest(d.plusAncienne)}
                {d.plusAncienne && (
                  <span className="block text-xs text-stone-500">{formatDateTime(d.plusAncienne)}</span>
                )}
              </td>
              <td className="px-3 py-2 text-right">
                <PayButton debt={d} onPay={onPay} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's cards: who, how much, since when, and 'Payer' under the thumb. */
function DebtCards({ debts, onPay }: Pick<ListProps, 'debts' | 'onPay'>) {
  return (
    <ul className="flex flex-col gap-2 lg:hidden">
      {debts.map((d) => (
        <li
          key={d.livreurId}
          data-testid="courier-debt-card"
          className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{d.nom}</p>
              <p className="text-xs text-stone-600">
                {formatPhone(d.telephone)}
                {d.ville && ` · ${d.ville}`}
              </p>
            </div>
            <strong className="text-lg whitespace-nowrap tabular-nums">{formatFcfa(d.du)}</strong>
          </div>
          <p className="text-sm text-stone-700">
            {plural(d.commandes, 'livraison')} · la plus ancienne {oldest(d.plusAncienne)}
            {d.especesEncaissees > 0 && (
              <span className="block">
                {LABELS.cashCollected} {formatFcfa(d.especesEncaissees)}
              </span>
            )}
          </p>
          <div className="flex justify-end">
            <PayButton debt={d} onPay={onPay} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CourierDebtList(props: ListProps) {
  return (
    <>
      <DebtTable {...props} />
      <DebtCards debts={props.debts} onPay={props.onPay} />
    </>
  );
}
