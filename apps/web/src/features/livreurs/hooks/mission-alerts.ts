import { orderRef } from '@comoe/shared/commandes/reference';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { QueryClient } from '@tanstack/react-query';
import { beep, vibrate } from '@/lib/attention';
import { isFirstAlert } from '@/lib/recent-alerts';
import { toast } from '@/lib/toast';
import { courierKeys } from '../api/query-keys';

/**
 * Issue 22 §2, never left guessing: what happens to a mission the courier holds, done by someone
 * else, comes with a sound, a buzz and a toast, once however many roads it came by.
 */
export function alertCourier(key: string, title: string, body: string): void {
  if (!isFirstAlert(key)) return;
  toast.info(title, body, { duration: 10_000 });
  beep();
  vibrate();
}

/** The business marked his order ready: he can go and get it. */
export function alertReady(queryClient: QueryClient, commandeId: string): void {
  const mission = queryClient.getQueryData<Mission[]>(courierKeys.current)?.find((m) => m.id === commandeId);
  alertCourier(
    `prete:${commandeId}`,
    COURIER_ALERT_MSG.readyTitle,
    COURIER_ALERT_MSG.readyBody(orderRef(commandeId), mission?.entrepriseNom ?? 'l’entreprise'),
  );
}
