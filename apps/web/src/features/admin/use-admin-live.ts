import { orderRef } from '@comoe/shared/commandes/reference';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/lib/live-events';
import { isFirstAlert } from '@/lib/recent-alerts';
import { toast } from '@/lib/toast';
import { adminKeys } from './api/query-keys';
import { MSG } from '@comoe/shared/messages';

/** What an order's move changes on the admin's screens: the desk, the figures, the payouts. */
const MOVED = [adminKeys.desk, ['admin', 'stats'], adminKeys.allFinances, adminKeys.allPayouts] as const;

/**
 * The admin area's live link, mounted with its layout: a new order or a move refetches the desk,
 * the dashboard and the payouts within a second; after the stream was down, everything is
 * refetched (events were missed).
 */
export function useAdminLive(): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    for (const queryKey of MOVED) void queryClient.invalidateQueries({ queryKey });
  };
  useLiveEvents(
    (event) => {
      // Missions and the end of a session change nothing on the admin's screens.
      if (event.type === 'notification') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.notifications.all });
        return;
      }
      if (event.type === 'livreur.verification') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.verification });
        return;
      }
      if (event.type !== 'commande.nouvelle' && event.type !== 'commande.statut') return;
      refetch();
      if (event.type === 'commande.nouvelle' && isFirstAlert(event.commandeId)) {
        toast.info(MSG.newOrderTitle, `Commande #${orderRef(event.commandeId)}`);
      }
    },
    ({ reconnected }) => {
      if (reconnected) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  );
}
