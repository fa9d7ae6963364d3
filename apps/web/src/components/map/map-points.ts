/** What a map shows: the courier, a business (pickup), a client (delivery). */
export type MapPointKind = 'courier' | 'business' | 'client';

export type MapPoint = {
  /** Stable across refreshes: a marker moves rather than being drawn again. */
  id: string;
  kind: MapPointKind;
  lat: number;
  lng: number;
  /** Said on hover or tap, and to screen readers. */
  label: string;
};

/** The legend's words and each kind's letter and colour (the markers are drawn, not pictures). */
export const MAP_POINT_LOOK: Record<MapPointKind, { legend: string; letter: string; color: string }> = {
  courier: { legend: 'Livreur', letter: 'L', color: '#1d4ed8' },
  business: { legend: 'Retrait', letter: 'R', color: '#c2410c' },
  client: { legend: 'Livraison', letter: 'C', color: '#15803d' },
};

/** Why a map shows no tiles, said under it in French; null while they load or once they do. */
export type MapTrouble = 'offline' | 'tiles' | 'unavailable' | null;

export const MAP_TROUBLE_TEXT: Record<Exclude<MapTrouble, null>, string> = {
  offline:
    'Carte vide : vous êtes hors ligne. La liste et les distances restent à jour ; la carte reviendra avec le réseau.',
  tiles:
    'Carte vide : le fond de carte n’a pas pu être chargé (réseau lent ou bloqué). La liste et les distances restent à jour.',
  unavailable: 'Carte indisponible pour le moment (réseau). La liste et les distances restent à jour.',
};
