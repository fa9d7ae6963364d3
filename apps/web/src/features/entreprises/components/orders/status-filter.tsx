import { Select } from '@/components/ui/select';
import { STATUS_FILTER_OPTIONS, type StatusGroup } from './status-groups';

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
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
