import { useEffect, useState, type ReactNode } from 'react';
import { NETWORK_EVENT } from '@/lib/network-status';

export const OFFLINE_TEXT = 'Hors connexion — les informations affichées peuvent dater.';

type OfflineBannerProps = {
  /**
   * Whether to say it. By default, the device's word or the last request's, whichever is worse:
   * a connected Wi-Fi with no internet behind it still fails requests.
   */
  offline?: boolean;
  /**
   * 'bar' spans the top of every page; 'card' sits within a page, with its own words and the
   * actions the phone keeps until the network returns.
   */
  look?: 'bar' | 'card';
  text?: string;
  /** Actions still waiting for the network: the card stays while any do. */
  waiting?: number;
  /** Passed in rather than imported: the bar ships in the first bundle, without lucide-react. */
  icon?: ReactNode;
  testId?: string;
};

function useUnreachable(): boolean {
  const [unreachable, setUnreachable] = useState(() => !navigator.onLine);
  useEffect(() => {
    const update = (event: Event) =>
      setUnreachable(!navigator.onLine || (event as CustomEvent<boolean>).detail === false);
    const events = ['online', 'offline', NETWORK_EVENT];
    for (const name of events) window.addEventListener(name, update);
    return () => events.forEach((name) => window.removeEventListener(name, update));
  }, []);
  return unreachable;
}

/** That what the page shows may be dated, and what still waits for the network. */
export function OfflineBanner({
  offline,
  look = 'bar',
  text = OFFLINE_TEXT,
  waiting = 0,
  icon,
  testId,
}: OfflineBannerProps) {
  const unreachable = useUnreachable();
  const shown = offline ?? unreachable;
  if (look === 'bar') {
    if (!shown) return null;
    return (
      <p role="status" data-testid={testId} className="bg-stone-900 px-4 py-2 text-center text-sm text-white">
        {text}
      </p>
    );
  }
  if (!shown && waiting === 0) return null;
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {icon}
      <p>
        {shown && <span className="block">{text}</span>}
        {waiting > 0 && (
          <span className="block font-semibold">
            {waiting === 1 ? '1 action en attente de réseau' : `${waiting} actions en attente de réseau`}
          </span>
        )}
      </p>
    </div>
  );
}
