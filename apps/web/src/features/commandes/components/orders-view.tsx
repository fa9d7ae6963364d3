import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useState } from 'react';
import {
  initialTab,
  initiallyOpenOrderId,
  splitOrders,
  type OrdersTab,
  type SplitOrders,
} from '../order-tabs';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { StatusTabs } from './status-tabs';

type Arrival = { tab: OrdersTab; openId: string | null };
const arrivalOf = (split: SplitOrders): Arrival => ({
  tab: initialTab(split),
  openId: initiallyOpenOrderId(split),
});

type OrdersViewProps = {
  orders: ClientOrder[];
  /**
   * The list is the server's answer since the page opened. Until then (a list kept from an earlier
   * visit, or from before the order just placed) the tab and the open card follow the list.
   */
  settled?: boolean;
};

/**
 * The client's two tabs and their cards. The tab and the open card are chosen on arrival, once the
 * list is the server's: a card that moves tab live (say it was delivered) stays open, so the
 * client sees where it went.
 */
export function OrdersView({ orders, settled = true }: OrdersViewProps) {
  const split = splitOrders(orders);
  const [arrival, setArrival] = useState<Arrival | null>(() => (settled ? arrivalOf(split) : null));
  if (settled && arrival === null) setArrival(arrivalOf(split));
  const { tab: arrivalTab, openId } = arrival ?? arrivalOf(split);
  // What the client chose wins over the arrival's choice.
  const [chosenTab, setChosenTab] = useState<OrdersTab | null>(null);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const tab = chosenTab ?? arrivalTab;
  const isOpen = (id: string) => toggled.get(id) ?? id === openId;

  const toggle = (id: string) => setToggled((previous) => new Map(previous).set(id, !isOpen(id)));

  return (
    <StatusTabs split={split} value={tab} onValueChange={setChosenTab} empty={<OrdersEmpty tab={tab} />}>
      {split[tab].map((order) => (
        <li key={order.id}>
          <OrderCard order={order} open={isOpen(order.id)} onToggle={() => toggle(order.id)} />
        </li>
      ))}
    </StatusTabs>
  );
}
