import { useEffect, useSyncExternalStore } from 'react';
import { getPushPublicKey } from '@/api/get-push-public-key';
import { savePushSubscription } from '@/api/save-push-subscription';
import { toast } from '@/lib/toast';
import { currentPushState, enablePush, registerPush, type PushDeps, type PushState } from '@/lib/web-push';

const deps: PushDeps = { getPublicKey: getPushPublicKey, saveSubscription: savePushSubscription };

/**
 * One state for every control of the page (the banner and the notifications section). The
 * browser's permission alone does not make notifications arrive: `subscribed` says whether this
 * device's subscription reached the server (null while not known yet).
 */
type WebPushState = { permission: PushState; busy: boolean; subscribed: boolean | null };
let state: WebPushState | null = null;
const listeners = new Set<() => void>();
const read = () => (state ??= { permission: currentPushState(), busy: false, subscribed: null });
const write = (next: Partial<WebPushState>) => {
  state = { ...read(), ...next };
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renewed once per page load when already allowed: the browser may have rotated the subscription. */
let renewed = false;

export function useWebPush() {
  const { permission, busy, subscribed } = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (renewed || currentPushState() !== 'granted') return;
    renewed = true;
    registerPush(deps)
      .then((registered) => write({ subscribed: registered ? true : null }))
      .catch((error: unknown) => {
        console.error('Abonnement aux notifications', error);
        write({ subscribed: false });
      });
  }, []);

  const enable = async () => {
    write({ busy: true });
    try {
      const outcome = await enablePush(deps);
      write({ permission: outcome.state, subscribed: outcome.registered ? true : null });
      if (outcome.registered) {
        renewed = true;
        toast.success('Notifications activées', 'Vous serez prévenu de chaque nouvelle commande.');
      } else if (outcome.state === 'granted') {
        toast.info(
          'Notifications autorisées',
          "Elles seront actives au prochain chargement de l'application installée.",
        );
      } else if (outcome.state === 'denied') {
        toast.error('Notifications refusées', 'Autorisez-les dans les réglages du navigateur pour ce site.');
      }
    } catch (error) {
      write({ permission: currentPushState(), subscribed: false });
      toast.error(
        'Erreur',
        error instanceof Error && error.message ? error.message : 'Activation impossible.',
      );
    } finally {
      write({ busy: false });
    }
  };

  return { permission, busy, subscribed, enable };
}
