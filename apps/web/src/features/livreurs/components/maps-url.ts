import { courierHeading } from '@comoe/shared/commandes/statuses';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { Point } from '@comoe/shared/livraison';
import { directionsUrl } from '@/lib/directions';

/** Spec part 2 §9: where a point is missing, the map opens here. */
export const DEFAULT_MAP_POINT = { latitude: 5.3367, longitude: -4.0083 } as const;

export type NextStop = { kind: 'business' | 'client'; point: Point | null; name: string };

function pointOf(latitude: number | null, longitude: number | null): Point | null {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** Where the courier goes next: the business until he has the parcel, then the client. */
export function nextStop(mission: Mission): NextStop {
  // The status table says where he rides next (the same rule as the server's distances).
  if (courierHeading(mission.statut) === 'client') {
    return {
      kind: 'client',
      point: pointOf(mission.latitudeLivraison, mission.longitudeLivraison),
      name: mission.clientNom,
    };
  }
  return {
    kind: 'business',
    point: pointOf(mission.latitudeEntreprise, mission.longitudeEntreprise),
    name: mission.entrepriseNom,
  };
}

/** Directions to the mission's next stop from the phone's position (`geo:` on Android). */
/** "le retrait" or "la livraison": where the way there leads, as the link says it. */
export function stopPlace(stop: NextStop): string {
  return stop.kind === 'business' ? 'le retrait' : 'la livraison';
}

export function itineraryUrl(mission: Mission, userAgent: string): string {
  const point = nextStop(mission).point ?? DEFAULT_MAP_POINT;
  return directionsUrl(point.latitude, point.longitude, userAgent);
}
