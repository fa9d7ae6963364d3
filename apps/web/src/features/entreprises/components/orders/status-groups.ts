import {
  BUSINESS_GROUP_LABELS,
  BUSINESS_GROUPS,
  BUSINESS_STATUS_FILTERS,
  type BusinessGroup,
} from '@comoe/shared/commandes/statuses';

export type StatusGroup = BusinessGroup;

export const STATUS_FILTER_OPTIONS: Array<{ value: StatusGroup | ''; label: string }> = [
  { value: '', label: 'Tous' },
  ...BUSINESS_GROUPS.map((value) => ({ value, label: BUSINESS_GROUP_LABELS[value] })),
];

/** The `statut` query parameter of a group: its statuses, comma separated. */
export function statutParam(group: StatusGroup | ''): string | undefined {
  return group ? BUSINESS_STATUS_FILTERS[group].join(',') : undefined;
}
