import { useEffect, useState } from 'react';
import { NETWORK_EVENT } from '@/lib/network-status';

export const OFFLINE_TEXT = 'Hors connexion — les informations affichées peuvent dater.';

/** While the device is offline or the last request could not reach the server. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    const onRequest = (event: Event) =>
      setOffline(!(event as CustomEvent<boolean>).detail || !navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    window.addEventListener(NETWORK_EVENT, onRequest);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener(NETWORK_EVENT, onRequest);
    };
  }, []);

  if (!offline) return null;
  return (
    <p
      role="status"
      className="sticky top-0 z-40 bg-stone-900 px-4 py-2 text-center text-sm font-medium text-white"
    >
      {OFFLINE_TEXT}
    </p>
  );
}
