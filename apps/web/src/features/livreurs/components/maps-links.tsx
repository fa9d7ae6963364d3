import type { Mission } from '@comoe/shared/schemas/commandes';
import { Navigation } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { itineraryUrl, nextStop, stopPlace } from './maps-url';

const linkClass = `${buttonVariants({ variant: 'outline' })} h-11 w-full min-w-0 px-2`;

/**
 * "Itinéraire": turn-by-turn directions to the mission's next stop, the business before the
 * pickup and the client after it, in the phone's maps app (issue 22 §1).
 */
export function MapsLinks({ mission }: { mission: Mission }) {
  const stop = nextStop(mission);
  const where = stopPlace(stop);
  return (
    <a
      href={itineraryUrl(mission, navigator.userAgent)}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClass}
      aria-label={`Itinéraire vers ${where} chez ${stop.name}`}
      data-testid="itinerary-link"
    >
      <Navigation aria-hidden="true" />
      <span className="truncate">Itinéraire vers {where}</span>
    </a>
  );
}
