import { CloudOff } from 'lucide-react';
import { useOnline } from '@/hooks/use-online';
import { useHandovers } from '../offline/courier-outbox';
import { TEXT } from '../texts';

/** Offline, or actions waiting: said once at the top rather than on every list. */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useHandovers().filter((h) => h.refusal === null).length;
  if (online && waiting === 0) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {!online && <span className="block">{TEXT.offline}</span>}
        {waiting > 0 && (
          <span className="block font-semibold">
            {waiting === 1 ? '1 action en attente de réseau' : `${waiting} actions en attente de réseau`}
          </span>
        )}
      </p>
    </div>
  );
}
