import type { BusinessTab } from '@/lib/paths';
import { BUSINESS_TAB_LABELS, TAB_BAR } from '../tabs';
import { BusinessTabButtons } from './business-tab-buttons';

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
      <BusinessTabButtons look="bar" tabs={TAB_BAR} current={current} onSelect={onSelect}>
        {(tab) => BUSINESS_TAB_LABELS[tab]}
      </BusinessTabButtons>
    </nav>
  );
}
