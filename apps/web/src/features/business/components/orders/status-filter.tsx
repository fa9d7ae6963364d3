import { BUSINESS_STATUS_FILTERS } from '@comoe/shared/schemas/business-reports';
import { Select } from '@/components/ui/select';

export type StatusGroup = keyof typeof BUSINESS_STATUS_FILTERS;

const OPTIONS: Array<{ value: StatusGroup | ''; label: string }> = [
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

export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusGroup | '';
  onChange: (value: StatusGroup | '') => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700 lg:w-48">
      Statut
      <Select value={value} onChange={(event) => onChange(event.target.value as StatusGroup | '')}>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
