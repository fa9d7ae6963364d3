import { cn } from '@/lib/cn';
import { DESK_GROUP_LABELS, DESK_TEXT } from '../../texts';
import { SearchInput } from '../search-input';
import { DESK_TABS, type DeskTab } from '../../desk-tabs';
import { VilleSelect } from '../ville-select';

type DeskFiltersProps = {
  tab: DeskTab;
  onTab: (tab: DeskTab) => void;
  /** The badge: orders that need someone now, whatever the filters. */
  attention: number | undefined;
  search: string;
  onSearch: (value: string) => void;
  villeId: number | undefined;
  onVille: (villeId: number | undefined) => void;
};

/** Groups as a row of chips a thumb can scroll, then the search and the city. */
export function DeskFilters({ tab, onTab, attention, search, onSearch, villeId, onVille }: DeskFiltersProps) {
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label="Groupe de commandes"
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {DESK_TABS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => onTab(value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold',
              tab === value
                ? 'border-orange-700 bg-orange-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
            )}
          >
            {DESK_GROUP_LABELS[value]}
            {value === 'ATTENTION' && attention !== undefined && attention > 0 && (
              <span
                data-testid="desk-attention-count"
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  tab === value ? 'bg-white text-orange-800' : 'bg-red-600 text-white',
                )}
              >
                {attention}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_14rem]">
        <SearchInput
          label={DESK_TEXT.searchLabel}
          placeholder={DESK_TEXT.searchPlaceholder}
          value={search}
          onChange={onSearch}
        />
        <VilleSelect value={villeId} onChange={onVille} />
      </div>
    </div>
  );
}
