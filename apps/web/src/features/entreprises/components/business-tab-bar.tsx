import { cn } from '@/lib/cn';
import type { BusinessTab } from '@/lib/paths';
import { BUSINESS_TAB_ICONS, BUSINESS_TAB_LABELS, TAB_BAR } from '../tabs';

/** Links between sections rather than ARIA tabs: each is its own address (`?tab=`). */
export function BusinessTabBar({
  current,
  onSelect,
}: {
  current: BusinessTab;
  onSelect: (tab: BusinessTab) => void;
}) {
  return (
    <nav aria-label="Sections principales" className="grid grid-cols-4 gap-1 rounded-xl bg-stone-100 p-1">
      {TAB_BAR.map((tab) => {
        const Icon = BUSINESS_TAB_ICONS[tab];
        const active = tab === current;
        return (
          <button
            key={tab}
            type="button"
            aria-current={active ? 'page' : undefined}
            onClick={() => onSelect(tab)}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-semibold sm:flex-row sm:gap-2 sm:text-sm',
              active ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {BUSINESS_TAB_LABELS[tab]}
          </button>
        );
      })}
    </nav>
  );
}
