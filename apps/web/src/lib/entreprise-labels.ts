import type { EntrepriseType } from '@comoe/shared/enums';
import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';

export const ENTREPRISE_TYPE_LABELS: Record<EntrepriseType, string> = {
  RESTAURANT: 'Restaurant',
  PHARMACIE: 'Pharmacie',
  BOUTIQUE: 'Boutique',
  SUPERMARCHE: 'Supermarché',
};

/** The spec's default when the business has not said how long it takes. */
export const DEFAULT_DELIVERY_TIME = '20-30 min';

export function deliveryTime(entreprise: Pick<PublicEntreprise, 'delivery_time'>): string {
  return entreprise.delivery_time.trim() || DEFAULT_DELIVERY_TIME;
}
