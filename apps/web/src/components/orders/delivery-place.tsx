import { MapPin } from 'lucide-react';
import { mapsSearchUrl } from '@/lib/maps';

type Place = {
  adresse: string;
  infoSupplementaire: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Where to deliver: the address, the client's landmarks, and Maps when the position is known. */
export function DeliveryPlace({ place, addressClassName }: { place: Place; addressClassName?: string }) {
  const maps = mapsSearchUrl(place.latitude, place.longitude);
  return (
    <div className="flex gap-2">
      <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
      <div className="min-w-0 space-y-0.5">
        <p className={addressClassName}>{place.adresse}</p>
        {place.infoSupplementaire && <p className="text-stone-600">{place.infoSupplementaire}</p>}
        {maps && (
          <a href={maps} target="_blank" rel="noreferrer" className="text-orange-800 underline">
            Ouvrir dans Maps
          </a>
        )}
      </div>
    </div>
  );
}
