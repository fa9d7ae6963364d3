import { ACCOUNT_STATUSES, ENTREPRISE_TYPES } from '@comoe/shared/enums';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import { ACCOUNT_STATUS_LABELS } from '../../labels';
import type { DirectoryControls } from '../../use-directory-filter';
import { DateRangeField } from '../date-range-field';
import { SearchInput } from '../search-input';
import { SortSelect } from '../sort-select';
import { VilleSelect } from '../ville-select';
import { EnumSelect } from './enum-select';

type DirectoryFiltersProps = {
  controls: DirectoryControls;
  searchLabel: string;
  searchPlaceholder: string;
  /** The businesses' table filters by type too. */
  withType?: boolean;
  /** The clients' table filters by city too. */
  withVille?: boolean;
  /** The sort choices, for a phone where the headers are hidden. */
  sortOptions: { key: string; label: string }[];
};

const STATUT_CHOICES = {
  label: 'Statut',
  allLabel: 'Tous statuts',
  values: ACCOUNT_STATUSES,
  labels: ACCOUNT_STATUS_LABELS,
};
const TYPE_CHOICES = {
  label: 'Type',
  allLabel: 'Tous types',
  values: ENTREPRISE_TYPES,
  labels: ENTREPRISE_TYPE_LABELS,
};

/** Text, registration days, status (and type or city): every filter is applied by the server. */
export function DirectoryFilters({
  controls,
  searchLabel,
  searchPlaceholder,
  withType = false,
  withVille = false,
  sortOptions,
}: DirectoryFiltersProps) {
  const fourth = withType || withVille;
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={controls.search}
        onChange={controls.setSearch}
        className="col-span-2 lg:col-span-1"
      />
      <DateRangeField
        label="Inscription"
        value={controls.range}
        onChange={controls.setRange}
        clearable
        placeholder="Inscrits à toute date"
        className="col-span-2 lg:col-span-1"
      />
      <div className={fourth ? undefined : 'col-span-2 lg:col-span-1'}>
        <EnumSelect {...STATUT_CHOICES} value={controls.filter.statut} onChange={controls.setStatut} />
      </div>
      {withType && <EnumSelect {...TYPE_CHOICES} value={controls.filter.type} onChange={controls.setType} />}
      {withVille && <VilleSelect value={controls.filter.villeId} onChange={controls.setVille} />}
      <SortSelect
        sort={controls.sort}
        onChange={controls.setSort}
        options={sortOptions}
        className="col-span-2 md:hidden"
      />
    </div>
  );
}
