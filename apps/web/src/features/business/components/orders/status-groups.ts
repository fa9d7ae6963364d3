import { BUSINESS_STATUS_FILTERS } from '@comoe/shared/schemas/business-reports';

export type StatusGroup = keyof typeof BUSINESS_STATUS_FILTERS;

export const STATUS_FILTER_OPTIONS: Array<{ value: StatusGroup | ''; label: string }> = [
  { value: '', label: 'Tous' },
  { value: 'EN_ATTENTE', label: 'En attente' },
  { value: 'EN_COURS', label: 'En cours' },
  { value: 'LIVREE', label: 'Livrée' },
  { value: 'ANNULEE', label: 'Annulée' },
];

/** The `statut` query parameter of a group: its statuses, comma separated. */
export function statutParam(group: StatusGroup | ''): string | undefined {
  return group ? BUSINESS_STATUS_FILTERS[group].join(',') : undefined;
}
