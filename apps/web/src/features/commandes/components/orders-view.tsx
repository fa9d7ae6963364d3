import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useState } from 'react';
import { initialTab, initiallyOpenOrderId, splitOrders, type OrdersTab } from '../order-tabs';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { StatusTabs } from './status-tabs';

/**
 * The client's two tabs and their cards. The tab and the open card are chosen once, on arrival:
 * a card that moves tab live (say it was delivered) stays open, so the client sees where it went.
 */
export function OrdersView({ orders }: { orders: ClientOrder[] }) {
  const split = splitOrders(orders);
  const [tab, setTab] = useState<OrdersTab>(() => initialTab(split));
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => {
    const first = initiallyOpenOrderId(split);
    return new Set(first ? [first] : []);
  });

  const toggle = (id: string) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <StatusTabs split={split} value={tab} onValueChange={setTab} empty={<OrdersEmpty tab={tab} />}>
      {split[tab].map((order) => (
        <li key={order.id}>
          <OrderCard order={order} open={openIds.has(order.id)} onToggle={() => toggle(order.id)} />
        </li>
      ))}
    </StatusTabs>
  );
}
