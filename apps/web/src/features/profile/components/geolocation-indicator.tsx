import { cn } from '@/lib/cn';
import type { GeolocationStatus } from '../geolocation-status';

/** The spec's green or red light next to the position button. */
export function GeolocationIndicator({ status }: { status: GeolocationStatus }) {
  const green = status.tone === 'green';
  return (
    <div aria-live="polite" className="space-y-1">
      <p
        data-testid="geolocation-indicator"
        data-tone={status.tone}
        className={cn(
          'flex items-center gap-2 text-sm font-medium',
          green ? 'text-green-800' : 'text-red-800',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-3 shrink-0 rounded-full ring-4',
            green ? 'bg-green-600 ring-green-100' : 'bg-red-600 ring-red-100',
          )}
        />
        {status.label}
      </p>
      {status.pending && (
        <p className="text-xs text-stone-600">Nouvelle position : enregistrez l'adresse pour la garder.</p>
      )}
      {status.tone === 'red' && (
        <p className="text-xs text-stone-600">Ajoutez votre position pour aider le livreur à vous trouver.</p>
      )}
    </div>
  );
}
