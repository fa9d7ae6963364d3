/**
 * The courier's missions tab as the build renders it from the dashboard's own components with
 * placeholder data (scripts/prerender-courier.tsx), drawn before the app from the early answers
 * (./dashboard-prepaint.ts). Placeholders are 'Zq' words, as in lib/prepaint/tokens.ts.
 */
export const COURIER_TOKENS = {
  nom: 'ZqNom',
  livraisons: 'ZqLivraisons',
  gains: 'ZqGains',
  distance: 'ZqDistance',
  evaluation: 'ZqEvaluation',
  avis: 'ZqAvis',
  missionId: 'ZqMission',
  ref: 'ZqRef',
  entreprise: 'ZqEntreprise',
  gain: 'ZqGain',
  prete: 'ZqPrete',
  client: 'ZqClient',
  tel: 'ZqTel',
  telHref: 'ZqTelHref',
  retrait: 'ZqRetrait',
  livraison: 'ZqLivraison',
  info: 'ZqInfo',
  vous: 'ZqVous',
  trajet: 'ZqTrajet',
  itineraire: 'ZqItineraire',
  vers: 'ZqVers',
  arret: 'ZqArret',
} as const;

/** The optional parts of a mission card, each drawn at its mark when it shows. */
export const CARD_SLOTS = [
  'badge',
  'prete',
  'businessPhone',
  'info',
  'distance',
  'vous',
  'trajet',
  'cap',
] as const;
export type CardSlot = (typeof CARD_SLOTS)[number];

export const slotMark = (slot: string) => `<!--zq-${slot}-->`;

/** Where, in the page, the map's frame goes; the rating's detail in its card. */
export const MAP_MARK = slotMark('map');
export const AVIS_MARK = slotMark('avis');

export type CourierTemplates = {
  /** Available with missions (ITEMS_MARK), available without any, unavailable. */
  pages: { missions: string; empty: string; off: string };
  /** The map's frame before its tiles (the app's own until its map code and tiles come). */
  map: string;
  avis: string;
  /** One mission card, its optional parts at their marks. */
  card: string;
  slots: Omit<Record<CardSlot, string>, 'badge'>;
  /** The status pill, by order status. */
  badges: Record<string, string>;
};
