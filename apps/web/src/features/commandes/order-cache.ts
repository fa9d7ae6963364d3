import type { OrderStatus } from '@comoe/shared/enums';
import type { OrderEndReason } from '@comoe/shared/commandes/end-reasons';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';

/** The list with one order's status (and why it ended) changed; the same list when not in it. */
export function withStatus(
  orders: ClientOrder[],
  id: string,
  statut: OrderStatus,
  motifFin?: OrderEndReason,
): ClientOrder[] {
  if (!orders.some((order) => order.id === id && order.statut !== statut)) return orders;
  return orders.map((order) =>
    order.id === id ? { ...order, statut, ...(motifFin ? { motifFin } : {}) } : order,
  );
}

/** The list with one order replaced by the server's newer copy. */
export function withOrder(orders: ClientOrder[], next: ClientOrder): ClientOrder[] {
  return orders.map((order) => (order.id === next.id ? next : order));
}
