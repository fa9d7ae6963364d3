import { orderRef } from '@comoe/shared/commandes/reference';
import type { AdminOrder } from '@comoe/shared/schemas/admin-commandes';
import { BusinessStatusBadge } from '@/components/orders/business-status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import type { DeskFilter } from '../../api/query-keys';
import { DESK_SORT_KEYS } from '../../desk-tabs';
import { ariaSort, nextSort, parseSort, sortParam } from '../../use-url-sort';
import { SortButton } from '../sort-button';
import { AttentionChips } from './attention-chips';
import { DeliveryProblemNote } from '@/components/orders/delivery-problem';
import { LateBadge } from '@/components/orders/late-badge';
import { UnansweredWait } from './unanswered-wait';

type Sort = DeskFilter['sort'];
type DeskSortKey = (typeof DESK_SORT_KEYS)[number];
type ListProps = {
  orders: AdminOrder[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  onOpen: (id: string) => void;
};

const person = (p: { prenom: string; nom: string } | null) => (p ? `${p.prenom} ${p.nom}`.trim() : '—');

/** A column the server sorts: first click newest/largest first, the next the other way. */
function SortHeader({
  label,
  column,
  sort,
  onSort,
}: { label: string; column: DeskSortKey } & Pick<ListProps, 'sort' | 'onSort'>) {
  const current = parseSort(sort, DESK_SORT_KEYS) ?? { key: 'dateCommande', desc: true };
  const sorted = current.key === column ? (current.desc ? 'desc' : 'asc') : false;
  return (
    <th scope="col" aria-sort={ariaSort(sorted)} className="px-3 py-2">
      <SortButton sorted={sorted} onClick={() => onSort(sortParam(nextSort(current, column, true)) as Sort)}>
        {label}
      </SortButton>
    </th>
  );
}

/** A laptop's table: one row an order, sortable by date and total; a click opens it. */
function DeskTable({ orders, sort, onSort, onOpen }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white lg:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Réf.
            </th>
            <SortHeader label="Date" column="dateCommande" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              Client
            </th>
            <th scope="col" className="px-3 py-2">
              Entreprise
            </th>
            <th scope="col" className="px-3 py-2">
              Livreur
            </th>
            <SortHeader label="Total" column="total" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              Statut
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr
              key={o.id}
              className="border-t border-stone-100 align-top hover:bg-orange-50/40"
              data-testid="desk-row"
            >
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="font-mono font-semibold text-orange-800 underline-offset-2 hover:underline"
                  onClick={() => onOpen(o.id)}
                >
                  #{orderRef(o.id)}
                </button>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatDateTime(o.dateCommande)}</td>
              <td className="px-3 py-2">{person(o.client)}</td>
              <td className="px-3 py-2">
                {o.entreprise.nom}
                <span className="block text-xs text-stone-500">{o.ville.nom}</span>
              </td>
              <td className="px-3 py-2">{person(o.livreur)}</td>
              <td className="px-3 py-2 whitespace-nowrap font-semibold">{formatFcfa(o.total)}</td>
              <td className="flex flex-col gap-1 px-3 py-2">
                <BusinessStatusBadge statut={o.statut} detailed />
                <LateBadge minutes={o.enRetardMin} className="self-start" />
                <AttentionChips reasons={o.attention} />
                {o.attenteEntreprise && <UnansweredWait attente={o.attenteEntreprise} />}
                {o.probleme && o.attention.includes('PROBLEME_SIGNALE') && (
                  <DeliveryProblemNote probleme={o.probleme} compact />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's cards: the reference, the status and who, one tap to open. */
function DeskCards({ orders, onOpen }: Pick<ListProps, 'orders' | 'onOpen'>) {
  return (
    <ul className="flex flex-col gap-2 lg:hidden">
      {orders.map((o) => (
        <li key={o.id}>
          <button
            type="button"
            data-testid="desk-card"
            onClick={() => onOpen(o.id)}
            className="flex w-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 text-left shadow-sm active:bg-stone-50"
          >
            <span className="flex items-start justify-between gap-2">
              <span>
                <span className="font-mono font-semibold text-orange-800">#{orderRef(o.id)}</span>
                <span className="block text-xs text-stone-600">{formatDateTime(o.dateCommande)}</span>
              </span>
              <BusinessStatusBadge statut={o.statut} detailed className="items-end" />
            </span>
            <span className="text-sm text-stone-800">
              {o.entreprise.nom} · {o.ville.nom}
              <span className="block text-stone-600">
                {person(o.client)} → {o.livreur ? person(o.livreur) : 'sans livreur'}
              </span>
            </span>
            {o.probleme && o.attention.includes('PROBLEME_SIGNALE') && (
              <DeliveryProblemNote probleme={o.probleme} compact />
            )}
            <LateBadge minutes={o.enRetardMin} className="self-start" />
            {/* The card is a button: the phone to call is in the order opened. */}
            {o.attenteEntreprise && <UnansweredWait attente={o.attenteEntreprise} withCall={false} />}
            <span className="flex items-end justify-between gap-2">
              <AttentionChips reasons={o.attention} />
              <strong className="ml-auto whitespace-nowrap">{formatFcfa(o.total)}</strong>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DeskOrderList(props: ListProps) {
  return (
    <>
      <DeskTable {...props} />
      <DeskCards orders={props.orders} onOpen={props.onOpen} />
    </>
  );
}
