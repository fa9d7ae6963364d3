/**
 * The owner's orders tab as the build renders it from the dashboard's own components with
 * placeholder data (scripts/prerender-business.tsx), drawn before the app from the early answers
 * (./dashboard-prepaint.ts). Placeholders are 'Zq' words, as in lib/prepaint/tokens.ts.
 */
export const DASHBOARD_TOKENS = {
  nom: 'ZqNom',
  heading: 'ZqEntete',
  orderId: 'ZqCommande',
  ref: 'ZqRef',
  prenom: 'ZqPrenom',
  famille: 'ZqFamille',
  adresse: 'ZqAdresse',
  age: 'ZqAge',
  total: 'ZqTotal',
  quantite: 'ZqQuantite',
  produit: 'ZqProduit',
  choix: 'ZqChoix',
  prix: 'ZqPrix',
  articles: 'ZqArticles',
  resume: 'ZqResume',
  date: 'ZqDate',
  prete: 'ZqPrete',
} as const;

/** Where, in the page, the pinned orders go; in their section, the sound prompt and the title. */
export const WAITING_MARK = '<!--zq-waiting-->';
export const SOUND_MARK = '<!--zq-sound-->';
export const HEADING_MARK = '<!--zq-heading-->';
export const LINES_MARK = '<!--zq-lines-->';

export type DashboardTemplates = {
  /** The page, its rows at ITEMS_MARK and the pinned orders at WAITING_MARK. */
  page: string;
  waiting: {
    /** SOUND_MARK, HEADING_MARK, then the cards at ITEMS_MARK. */
    section: string;
    heading: string;
    /** [first time asked, an order rings, rings and the owner already said yes]. */
    sound: [string, string, string];
    /** One card, its lines at LINES_MARK. */
    card: string;
    /** [a line, a line with chosen options]. */
    lines: [string, string];
  };
  /** One row per `rowVariant`. */
  rows: Record<string, string>;
};

/** A row's look depends on its status (badge, actions) and on whether its ready time shows. */
export function rowVariant(statut: string, showsPrete: boolean): string {
  return showsPrete ? `${statut}:prete` : statut;
}
