import type { Point } from '@comoe/shared/livraison';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { MapPoint } from '@/components/map/map-points';

/**
 * The markers of the courier's map: himself, then each mission's business (until he has the
 * parcel) and client. Points without coordinates are left out, not guessed.
 */
export function courierMapPoints(
  here: Point | null,
  current: readonly Mission[],
  offered: readonly Mission[],
): MapPoint[] {
  const points: MapPoint[] = [];
  if (here)
    points.push({ id: 'moi', kind: 'courier', lat: here.latitude, lng: here.longitude, label: 'Vous' });
  const seen = new Set<string>();
  for (const mission of [...current, ...offered]) {
    if (seen.has(mission.id)) continue;
    seen.add(mission.id);
    const pickedUp = mission.statut === 'EN_LIVRAISON';
    if (!pickedUp && mission.latitudeEntreprise !== null && mission.longitudeEntreprise !== null) {
      points.push({
        id: `${mission.id}:retrait`,
        kind: 'business',
        lat: mission.latitudeEntreprise,
        lng: mission.longitudeEntreprise,
        label: `Retrait : ${mission.entrepriseNom}`,
      });
    }
    if (mission.latitudeLivraison !== null && mission.longitudeLivraison !== null) {
      points.push({
        id: `${mission.id}:livraison`,
        kind: 'client',
        lat: mission.latitudeLivraison,
        lng: mission.longitudeLivraison,
        label: `Livraison : ${mission.clientNom}`,
      });
    }
  }
  return points;
}
