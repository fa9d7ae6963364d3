import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { useOrders } from './get-orders';
import type { OrdersFilter } from './query-keys';

/** The orders waiting for the owner's answer: those "Accepter" applies to, oldest kept in view. */
export const WAITING_FILTER: OrdersFilter = {
  statut: ORDER_MACHINE.accepter.from.join(','),
  page: 0,
  size: 20,
};

/** Kept live by the dashboard's event stream (a new order, an answer, a cancellation refetch it). */
export function useWaitingOrders(entrepriseId: number) {
  return useOrders(entrepriseId, WAITING_FILTER);
}
