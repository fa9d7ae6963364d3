import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import type { OrderStatus } from '@comoe/shared/enums';

/**
 * Issue 34 §2: an order its business has not answered, as the desk shows it: the phone to call,
 * since when it waits and when the sweeper cancels it (the statuses the sweeper's move starts
 * from, its delay from the config); null for any other order.
 */
export function unansweredWait(
  r: { statut: OrderStatus; statutAt: Date | null; createdAt: Date; entrepriseTelephone: string | null },
  autoCancelMin: number,
) {
  if (!ORDER_MACHINE.annulerSansReponse.from.includes(r.statut)) return null;
  // An order placed before statutAt was kept has waited since it was placed.
  const since = r.statutAt ?? r.createdAt;
  return {
    telephone: r.entrepriseTelephone,
    depuis: since.toISOString(),
    annulationAutoAt: new Date(since.getTime() + autoCancelMin * 60_000).toISOString(),
  };
}
