import type { Mission } from '@comoe/shared/schemas/commandes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { beep, unlockAudioOnGesture, vibrate } from '@/lib/attention';
import { useLiveEvents } from '@/lib/live-events';
import { orderRef } from '@comoe/shared/commandes/reference';
import { isFirstAlert } from '@/lib/recent-alerts';
import { toast } from '@/lib/toast';
import { gainsKeys } from '../api/get-gains';
import { courierKeys } from '../api/query-keys';
import { refetchChanged } from '@/lib/refetch-changed';
import { courierOutbox } from '../offline/courier-outbox';
import { alertCourier, alertReady } from './mission-alerts';

/**
 * The courier's live link: a mission offered in the city shows within a second or two, with a
 * beep and a buzz where the phone allows; one taken by another courier goes at once; status
 * changes refetch the lists and the figures. After the stream was down, everything is
 * refetched and what waits on the phone is sent.
 */
export function useCourierLive(available: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => unlockAudioOnGesture(), []);

  useLiveEvents(
    (event) => {
      switch (event.type) {
        case 'mission.disponible':
          if (!available) break;
          void refetchChanged(queryClient, courierKeys.available);
          if (isFirstAlert(`mission:${event.commandeId}`)) {
            toast.info('Nouvelle mission', `Mission #${orderRef(event.commandeId)} disponible.`);
            beep();
            vibrate();
          }
          break;
        case 'mission.retiree':
          queryClient.setQueryData<Mission[]>(courierKeys.available, (list) =>
            list?.filter((mission) => mission.id !== event.commandeId),
          );
          void refetchChanged(queryClient, courierKeys.available);
          break;
        case 'commande.statut':
          // Ready at the business: he hears it (issue 22 §2). Only his orders' moves reach him.
          if (event.statut === 'PRETE') alertReady(queryClient, event.commandeId);
          // A delivery he made credits his earnings.
          void refetchChanged(queryClient, courierKeys.missions, courierKeys.stats, gainsKeys.all);
          break;
        case 'notification':
          if (event.commandeId !== null) {
            // About one of his missions, done by someone else (cancelled, taken back, codes
            // unlocked): a sound and a buzz with it, and the card read again.
            void refetchChanged(queryClient, courierKeys.missions);
            alertCourier(`avis:${event.commandeId}:${event.corps}`, event.titre, event.corps);
            break;
          }
          // A notice without an order is about the account (its verification, a payout): read it again.
          void refetchChanged(queryClient, courierKeys.profile, gainsKeys.all);
          if (isFirstAlert(`${event.titre}|${event.corps}`)) toast.info(event.titre, event.corps);
          break;
        case 'livreur.verification':
          // His documents were received, refused or accepted, or his change of vehicle or city was
          // decided: the dashboard says where he stands, the available missions are his city's.
          void refetchChanged(queryClient, courierKeys.profile, courierKeys.available);
          break;
        case 'commande.nouvelle':
        case 'versement.entreprise':
        case 'livreur.position':
        case 'session.fin':
          break;
      }
    },
    ({ reconnected }) => {
      if (reconnected) void refetchChanged(queryClient, courierKeys.all);
      void courierOutbox.flush();
    },
  );
}
