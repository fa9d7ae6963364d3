import { useEffect, useState } from 'react';
import { NETWORK_EVENT } from '@/lib/network-status';

export const OFFLINE_TEXT = 'Hors connexion — les informations affichées peuvent dater.';

/** While the device is offline or the last request could not reach the server. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    const update = (event: Event) =>
      setOffline(!navigator.onLine || (event as CustomEvent<boolean>).detail === false);
    const events = ['online', 'offline', NETWORK_EVENT];
    for (const name of events) window.addEventListener(name, update);
    return () => events.forEach((name) => window.removeEventListener(name, update));
  }, []);

  if (!offline) return null;
  return (
    <p role="status" className="bg-stone-900 px-4 py-2 text-center text-sm text-white">
      {OFFLINE_TEXT}
    </p>
  );
}
