import { useState } from 'react';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { formatOrderDate } from '../format-order';
import type { OrderSummary } from '../order-summary';
import { initialTab, splitOrders, type OrdersTab } from '../order-tabs';
import { OrderStatusBadge } from './order-status-badge';
import { StatusTabs } from './status-tabs';
import { LABELS } from '@/lib/labels';

const EMPTY: Record<OrdersTab, string> = {
  'en-cours': LABELS.noOpenOrders,
  terminees: 'Aucune commande terminée pour le moment.',
};

/** The same two tabs as the client's page, with plain read-only lines. */
export function OrderSummaryList({ orders }: { orders: OrderSummary[] }) {
  const split = splitOrders(orders);
  const [tab, setTab] = useState<OrdersTab>(() => initialTab(split));

  return (
    <StatusTabs
      split={split}
      value={tab}
      onValueChange={setTab}
      empty={<p className="rounded-2xl bg-orange-50 px-4 py-10 text-center text-stone-700">{EMPTY[tab]}</p>}
    >
      {split[tab].map((order) => (
        <li
          key={order.id}
          data-testid="order-card"
          data-order-id={order.id}
          data-statut={order.statut}
          className="space-y-1 rounded-2xl border border-border bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 className="font-bold text-stone-900">{order.title}</h3>
            <OrderStatusBadge statut={order.statut} />
          </div>
          <p className="text-xs text-stone-600">
            <span className="whitespace-nowrap">Commande {orderRef(order.id)}</span> ·{' '}
            <span className="whitespace-nowrap">{formatOrderDate(order.dateCommande)}</span>
          </p>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <p className="min-w-0 text-stone-700">{order.detail}</p>
            <p className="font-semibold whitespace-nowrap text-stone-900">
              {order.amountLabel} : {formatFcfa(order.amount)}
            </p>
          </div>
        </li>
      ))}
    </StatusTabs>
  );
}
