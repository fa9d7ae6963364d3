import type { LiveEventData } from '@comoe/shared/events';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents, type LiveOpenInfo } from '@/lib/live-events';
import { withStatus } from '../order-cache';
import { clientOrdersQueryKey } from './get-client-orders';

/**
 * Moves each card to its new status as soon as the server says so, then refetches for what came
 * with it (the courier's name, a new order placed on another device).
 */
export function useLiveClientOrders(): void {
  const queryClient = useQueryClient();

  const onEvent = (event: LiveEventData) => {
    if (event.type !== 'commande.statut') return;
    queryClient.setQueryData<ClientOrder[]>(
      clientOrdersQueryKey,
      (orders) => orders && withStatus(orders, event.commandeId, event.statut, event.motif),
    );
    void queryClient.invalidateQueries({ queryKey: clientOrdersQueryKey });
  };

  // What happened while no stream listened was never streamed: a list older than the stream is
  // fetched again. A first load still in flight is left alone rather than restarted.
  const onOpen = ({ reconnected, openedAt }: LiveOpenInfo) => {
    const loadedAt = queryClient.getQueryState(clientOrdersQueryKey)?.dataUpdatedAt ?? 0;
    if (reconnected || (loadedAt > 0 && loadedAt < openedAt)) {
      void queryClient.invalidateQueries({ queryKey: clientOrdersQueryKey });
    }
  };

  useLiveEvents(onEvent, onOpen);
}
