import type { OrderStatus } from '@comoe/shared/enums';
import { isFinished } from '@comoe/shared/commandes/statuses';

export type OrdersTab = 'en-cours' | 'terminees';

export const ORDERS_TAB_LABELS: Record<OrdersTab, string> = {
  'en-cours': 'En cours',
  terminees: 'Terminées',
};

type WithStatus = { id: string; statut: OrderStatus };
export type SplitOrders<T extends WithStatus = WithStatus> = Record<OrdersTab, T[]>;

/** LIVREE and ANNULEE are done (spec §4); every other status is still moving. Order is kept. */
export function splitOrders<T extends WithStatus>(orders: readonly T[]): SplitOrders<T> {
  const split: SplitOrders<T> = { 'en-cours': [], terminees: [] };
  for (const order of orders) split[isFinished(order.statut) ? 'terminees' : 'en-cours'].push(order);
  return split;
}

/** The tab a visit opens on: the orders still moving, unless there are none and past ones exist. */
export function initialTab(split: SplitOrders): OrdersTab {
  return split['en-cours'].length === 0 && split.terminees.length > 0 ? 'terminees' : 'en-cours';
}

/** The order shown open on arrival: the first one in progress (spec §2). */
export function initiallyOpenOrderId(split: SplitOrders): string | null {
  return split['en-cours'][0]?.id ?? null;
}
