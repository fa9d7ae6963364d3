import { useEffect, useSyncExternalStore } from 'react';
import { getPushPublicKey } from '@/api/get-push-public-key';
import { savePushSubscription } from '@/api/save-push-subscription';
import { toast } from '@/lib/toast';
import { currentPushState, enablePush, registerPush, type PushDeps, type PushState } from '@/lib/web-push';

const deps: PushDeps = { getPublicKey: getPushPublicKey, saveSubscription: savePushSubscription };

/** One state for every control of the page (the banner and the notifications section). */
let state: { permission: PushState; busy: boolean } | null = null;
const listeners = new Set<() => void>();
const read = () => (state ??= { permission: currentPushState(), busy: false });
const write = (next: Partial<{ permission: PushState; busy: boolean }>) => {
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
  const { permission, busy } = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (renewed || currentPushState() !== 'granted') return;
    renewed = true;
    registerPush(deps).catch((error: unknown) => console.error('Abonnement aux notifications', error));
  }, []);

  const enable = async () => {
    write({ busy: true });
    try {
      const outcome = await enablePush(deps);
      write({ permission: outcome.state });
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
      toast.error(
        'Erreur',
        error instanceof Error && error.message ? error.message : 'Activation impossible.',
      );
    } finally {
      write({ busy: false });
    }
  };

  return { permission, busy, enable };
}
