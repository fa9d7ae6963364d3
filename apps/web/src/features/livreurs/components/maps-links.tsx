import type { Mission } from '@comoe/shared/schemas/commandes';
import { MapPinned, Store } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { mapsUrl } from './maps-url';

const linkClass = `${buttonVariants({ variant: 'outline' })} h-11 min-w-0 flex-1 px-2 shrink`;

/** The pickup and the delivery on the phone's maps, in a new tab. */
export function MapsLinks({ mission }: { mission: Mission }) {
  return (
    <div className="flex gap-2">
      <a
        href={mapsUrl(mission.latitudeEntreprise, mission.longitudeEntreprise)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={`Voir le retrait chez ${mission.entrepriseNom} sur la carte`}
      >
        <Store aria-hidden="true" />
        <span className="truncate">Retrait</span>
      </a>
      <a
        href={mapsUrl(mission.latitudeLivraison, mission.longitudeLivraison)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={`Voir la livraison chez ${mission.clientNom} sur la carte`}
      >
        <MapPinned aria-hidden="true" />
        <span className="truncate">Livraison</span>
      </a>
    </div>
  );
}
