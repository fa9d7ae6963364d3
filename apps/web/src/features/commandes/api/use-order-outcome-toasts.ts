import type { LiveEventData } from '@comoe/shared/events';
import { orderOutcomeText } from '@comoe/shared/commandes/end-reasons';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import { orderRef } from '@comoe/shared/commandes/reference';
import { clientOrdersQueryOptions } from './get-client-orders';

export const orderEndToastId = (commandeId: string) => `commande-fin-${commandeId}`;

/** Endings already told in this tab: the hook may be mounted twice (page and area), it tells once. */
const told = new Set<string>();

/**
 * The business of the order, from the orders list (loaded if this page had not: the client is
 * on a menu, say); unnamed if it cannot be had.
 */
async function businessOf(queryClient: QueryClient, commandeId: string): Promise<string | undefined> {
  try {
    const orders: ClientOrder[] = await queryClient.ensureQueryData(clientOrdersQueryOptions());
    return orders.find((o) => o.id === commandeId)?.entrepriseNom;
  } catch {
    return undefined;
  }
}

/** The toast for an order that just ended, if this event is one. */
export async function tellOrderOutcome(event: LiveEventData, queryClient: QueryClient): Promise<void> {
  if (event.type !== 'commande.statut' || !event.motif) return;
  // The client's own cancellation is confirmed by the button that made it (cancel-order.ts).
  if (event.motif === 'ANNULEE_CLIENT') return;
  const key = `${event.commandeId}:${event.statut}`;
  if (told.has(key)) return;
  told.add(key);
  const entrepriseNom = await businessOf(queryClient, event.commandeId);
  const { titre, detail } = orderOutcomeText(event.motif, `#${orderRef(event.commandeId)}`, entrepriseNom);
  const show = event.motif === 'LIVREE' ? toast.success : toast.info;
  show(titre, `${detail} Retrouvez-la dans « Terminées ».`, {
    id: orderEndToastId(event.commandeId),
    duration: 10_000,
  });
}

/**
 * A client never sees an order silently vanish from 'En cours': wherever they are in their area,
 * a toast says it was delivered, refused or cancelled, and why.
 */
export function useOrderOutcomeToasts(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => void tellOrderOutcome(event, queryClient));
}

/** The hook as an element, for an area that wraps pages of other features. */
export function OrderOutcomeToasts(): null {
  useOrderOutcomeToasts();
  return null;
}
