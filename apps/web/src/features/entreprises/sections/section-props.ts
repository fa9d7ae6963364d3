import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import type { BusinessTab } from '@/lib/paths';

/** What every section of the dashboard receives from the page. */
export type SectionProps = {
  entreprise: OwnEntreprise;
  /** Opens another section (the dashboard's cards, 'Voir la commande', the banners). */
  goTo: (tab: BusinessTab) => void;
};
