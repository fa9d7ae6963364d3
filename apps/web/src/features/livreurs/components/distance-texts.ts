import type { Mission } from '@comoe/shared/schemas/commandes';

const km = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "À 0,7 km de vous" and "Trajet 1,2 km", each null when unknown (also drawn before the app). */
export function distanceTexts(mission: Pick<Mission, 'distanceKm' | 'distanceLivraisonKm'>): {
  fromYou: string | null;
  trip: string | null;
} {
  return {
    fromYou: mission.distanceKm === null ? null : `À ${km.format(mission.distanceKm)} km de vous`,
    trip: mission.distanceLivraisonKm === null ? null : `Trajet ${km.format(mission.distanceLivraisonKm)} km`,
  };
}
