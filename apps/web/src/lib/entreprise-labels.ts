import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';

export { ENTREPRISE_TYPE_LABELS } from '@comoe/shared/enums';

/** The spec's default when the business has not said how long it takes. */
export const DEFAULT_DELIVERY_TIME = '20-30 min';

export function deliveryTime(entreprise: Pick<PublicEntreprise, 'delivery_time'>): string {
  return entreprise.delivery_time.trim() || DEFAULT_DELIVERY_TIME;
}

/** '1 entreprise', '6 entreprises': the count above a city's list. */
export function entreprisesLabel(count: number): string {
  return `${count} ${count > 1 ? 'entreprises' : 'entreprise'}`;
}
