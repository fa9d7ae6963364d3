import { MSG } from '@comoe/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePushMessages } from '@/hooks/use-push-messages';
import { unlockAudioOnGesture } from '@/lib/attention';
import { useLiveEvents } from '@/lib/live-events';
import { orderRef } from '@comoe/shared/commandes/reference';
import { isFirstAlert } from '@/lib/recent-alerts';
import { toast } from '@/lib/toast';
import { invalidateOrderViews } from './api/order-action';
import { businessKeys } from './api/query-keys';

/**
 * The dashboard's live link, mounted with the page whatever the tab: a new order shows within
 * a second or two with a toast (the pinned waiting orders ring); status changes and notifications refetch
 * what they touch; after the stream was down, everything is refetched (events were missed).
 * One event may come twice (the stream, then a push handed over by the service worker): the
 * order's id keeps it to one toast.
 */
export function useBusinessLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => unlockAudioOnGesture(), []);

  const refetchOrders = () => void invalidateOrderViews(queryClient);
  const refetchNotifications = () =>
    void queryClient.invalidateQueries({ queryKey: businessKeys.notifications() });
  const announce = (key: string, title: string, body: string) => {
    if (isFirstAlert(key)) toast.info(title || MSG.defaultNotificationTitle, body);
  };

  useLiveEvents(
    (event) => {
      switch (event.type) {
        case 'commande.nouvelle':
          refetchOrders();
          if (isFirstAlert(event.commandeId)) {
            // The pinned list it refetches rings until someone answers (use-order-ringing.ts).
            toast.info(MSG.newOrderTitle, `Commande #${orderRef(event.commandeId)} à confirmer.`);
          }
          break;
        case 'commande.statut':
          refetchOrders();
          break;
        case 'notification':
          refetchNotifications();
          announce(event.commandeId ?? `${event.titre}|${event.corps}`, event.titre, event.corps);
          break;
        case 'versement.entreprise':
          // 'Virement reçu': the payments list, its sums and the earnings show it at once.
          void queryClient.invalidateQueries({ queryKey: businessKeys.allPaiements });
          break;
        case 'mission.disponible':
        case 'mission.retiree':
        case 'livreur.verification':
        case 'livreur.position':
        case 'session.fin':
          break;
      }
    },
    ({ reconnected }) => {
      if (reconnected) void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  );

  usePushMessages((payload) => {
    refetchNotifications();
    announce(payload.commandeId ?? `${payload.title}|${payload.body}`, payload.title, payload.body);
  });
}
