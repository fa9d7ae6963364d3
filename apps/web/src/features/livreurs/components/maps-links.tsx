import type { Mission } from '@comoe/shared/schemas/commandes';
import { MapPinned, Store, type LucideIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { mapsUrl } from './maps-url';

const linkClass = `${buttonVariants({ variant: 'outline' })} h-11 min-w-0 flex-1 px-2 shrink`;

type MapLinkProps = {
  latitude: number | null;
  longitude: number | null;
  icon: LucideIcon;
  /** Short on the button, so both fit side by side at 360 px; the label says whose place it is. */
  text: string;
  label: string;
};

function MapLink({ latitude, longitude, icon: Icon, text, label }: MapLinkProps) {
  return (
    <a
      href={mapsUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClass}
      aria-label={label}
    >
      <Icon aria-hidden="true" />
      <span className="truncate">{text}</span>
    </a>
  );
}

/** The pickup and the delivery on the phone's maps, in a new tab. */
export function MapsLinks({ mission }: { mission: Mission }) {
  return (
    <div className="flex gap-2">
      <MapLink
        latitude={mission.latitudeEntreprise}
        longitude={mission.longitudeEntreprise}
        icon={Store}
        text="Retrait"
        label={`Voir le retrait chez ${mission.entrepriseNom} sur la carte`}
      />
      <MapLink
        latitude={mission.latitudeLivraison}
        longitude={mission.longitudeLivraison}
        icon={MapPinned}
        text="Livraison"
        label={`Voir la livraison chez ${mission.clientNom} sur la carte`}
      />
    </div>
  );
}
