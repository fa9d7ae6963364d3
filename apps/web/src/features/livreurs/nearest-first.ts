import { distanceKm, shownKm, type Point } from '@comoe/shared/livraison';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { COURIER_LIST_RESORT_METERS } from '@comoe/shared/suivi';
import { nextStop } from './components/maps-url';

/**
 * Issue 22 §1: the lists follow the courier. The server worked distances out from the position it
 * had when it answered; the phone knows where it is now and works them out again itself, but
 * only after a move of 100 m, so that the list does not reshuffle under his thumb at every step.
 */
export function movedFar(anchor: Point | null, here: Point, meters = COURIER_LIST_RESORT_METERS): boolean {
  return anchor === null || distanceKm(anchor, here) * 1000 > meters;
}

/** Each mission's distance to its next stop (business, then client) from `here`, km with 1 decimal. */
export function withDistances(missions: readonly Mission[], here: Point): Mission[] {
  return missions.map((mission) => {
    const point = nextStop(mission).point;
    const km = point ? shownKm(here, point) : null;
    return km === mission.distanceKm ? mission : { ...mission, distanceKm: km };
  });
}

/** Nearest first; missions without a distance keep their order, after the others. */
export function nearestFirst(missions: readonly Mission[]): Mission[] {
  return missions
    .map((mission, index) => ({ mission, index }))
    .sort((a, b) => {
      const da = a.mission.distanceKm;
      const db = b.mission.distanceKm;
      if (da === null || db === null) return da === null ? (db === null ? a.index - b.index : 1) : -1;
      return da - db || a.index - b.index;
    })
    .map(({ mission }) => mission);
}
