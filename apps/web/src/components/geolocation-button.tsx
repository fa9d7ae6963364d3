import { LocateFixed, MapPinCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { LABELS } from '@/lib/labels';

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: "Vous avez refusé l'accès à votre position. Autorisez-le dans les réglages du navigateur.",
  2: 'Votre position est introuvable pour le moment. Réessayez à découvert.',
  3: 'La localisation a pris trop de temps. Réessayez.',
};

type Props = {
  located: boolean;
  onLocated: (latitude: number, longitude: number) => void;
  /** Replaces the line under the button, for pages that show the position's state their own way. */
  status?: ReactNode;
  /** What the position is for, shown until it is taken (a client's, by default). */
  purpose?: string;
};

/** Asks the phone where the user stands, so couriers find addresses that have no street name. */
export function GeolocationButton({ located, onLocated, status, purpose = LABELS.locationPurpose }: Props) {
  const [busy, setBusy] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.error('Erreur de géolocalisation', 'Votre navigateur ne permet pas la géolocalisation.');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        onLocated(coords.latitude, coords.longitude);
        toast.success('Position récupérée !');
      },
      (error) => {
        setBusy(false);
        toast.error('Erreur de géolocalisation', GEOLOCATION_ERRORS[error.code] ?? error.message);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="space-y-1.5">
      <Button type="button" variant="outline" className="w-full" onClick={locate} disabled={busy}>
        <LocateFixed aria-hidden="true" />
        {busy
          ? 'Localisation en cours...'
          : located
            ? 'Mettre à jour ma position'
            : 'Utiliser ma position actuelle'}
      </Button>
      {status ?? (
        <p
          className={`flex items-center gap-1.5 text-xs ${located ? 'text-green-800' : 'text-stone-600'}`}
          aria-live="polite"
        >
          {located ? (
            <>
              <MapPinCheck className="size-3.5" aria-hidden="true" />
              Position enregistrée
            </>
          ) : (
            purpose
          )}
        </p>
      )}
    </div>
  );
}
