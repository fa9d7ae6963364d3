import { Select } from '@/components/ui/select';
import { sortParam, type Sort } from '../use-url-sort';

type SortSelectProps = {
  sort: Sort;
  onChange: (sort: Sort) => void;
  options: readonly { key: string; label: string }[];
  /** Where it shows: only where the table's headers give way to cards (e.g. `md:hidden`). */
  className: string;
};

/** 'Trier par' on a phone, where a table's headers give way to cards. */
export function SortSelect({ sort, onChange, options, className }: SortSelectProps) {
  return (
    <div className={className}>
      <Select
        aria-label="Trier par"
        value={sortParam(sort)}
        onChange={(event) => {
          const [key = '', dir] = event.target.value.split(',');
          onChange({ key, desc: dir === 'desc' });
        }}
      >
        {options.flatMap(({ key, label }) => [
          <option key={`${key},desc`} value={`${key},desc`}>
            {label} (décroissant)
          </option>,
          <option key={`${key},asc`} value={`${key},asc`}>
            {label} (croissant)
          </option>,
        ])}
      </Select>
    </div>
  );
}
