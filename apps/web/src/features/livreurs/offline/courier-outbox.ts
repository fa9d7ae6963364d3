import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { courierKeys } from '../api/query-keys';
import { refetchChanged } from '@/lib/refetch-changed';
import { sendHandover } from '../api/send-handover';
import { uploadProof } from '../api/upload-proof';
import { TEXT } from '../texts';
import type { Handover } from './handover';
import { createOutbox } from './outbox';
import { indexedDbOutboxStore, memoryOutboxStore, type OutboxStore } from './outbox-store';

/** IndexedDB, or memory where the browser refuses it: the courier can still work online. */
function phoneStore(): OutboxStore {
  let store: OutboxStore = typeof indexedDB === 'undefined' ? memoryOutboxStore() : indexedDbOutboxStore();
  async function guarded<R>(op: (s: OutboxStore) => Promise<R>): Promise<R> {
    try {
      return await op(store);
    } catch (error) {
      console.error('Stockage hors ligne indisponible : les actions restent en mémoire', error);
      store = memoryOutboxStore();
      return op(store);
    }
  }
  return {
    list: () => guarded((s) => s.list()),
    put: (handover) => guarded((s) => s.put(handover)),
    remove: (key) => guarded((s) => s.remove(key)),
  };
}

const refetchAfter = () => refetchChanged(queryClient, courierKeys.missions, courierKeys.stats);

function sessionCourier(): number | null {
  const user = useSession.getState().user;
  return user?.role === 'LIVREUR' ? user.id : null;
}

/** The one outbox of this tab (see ./outbox.ts). */
export const courierOutbox = createOutbox({
  store: phoneStore(),
  send: sendHandover,
  uploadProof,
  userId: sessionCourier,
  isOnline: () => navigator.onLine,
  onSent: (handover) => {
    if (handover.kind === 'pickup') toast.success(TEXT.pickedUp, TEXT.pickedUpBody);
    else toast.success(TEXT.delivered, TEXT.deliveredBody);
    void refetchAfter();
  },
  onRefused: (handover, awaited) => {
    // The dialog that sent it says it itself; a refusal found while syncing is said here.
    if (!awaited) toast.error(TEXT.codeInvalid, handover.refusal || TEXT.verifyFailed);
    void refetchAfter();
  },
});

const subscribe = (listener: () => void) => courierOutbox.subscribe(listener);
const snapshot = () => courierOutbox.snapshot();

/** This courier's handovers kept on the phone, oldest first. */
export function useHandovers(): readonly Handover[] {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Sends what waits at start, when the phone says the network is back, and whoever signs in;
 * the live stream's reconnection also flushes (use-courier-live.ts).
 */
export function useOutboxSync(userId: number): void {
  useEffect(() => {
    void courierOutbox.flush();
    const onOnline = () => void courierOutbox.flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId]);
}
