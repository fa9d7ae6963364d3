import type { ReactNode } from 'react';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { ORDERS_TAB_LABELS, type OrdersTab, type SplitOrders } from '../order-tabs';
import { LABELS } from '@/lib/labels';

const TABS_ID = 'commandes';
const TAB_ORDER: OrdersTab[] = ['en-cours', 'terminees'];

type StatusTabsProps = {
  split: SplitOrders;
  value: OrdersTab;
  onValueChange: (tab: OrdersTab) => void;
  /** Shown in place of the list when the chosen tab has no order. */
  empty: ReactNode;
  /** The `<li>` of the chosen tab's orders. */
  children: ReactNode;
};

/** 'En cours' and 'Terminées', each with its count; the panel lists the chosen one's orders. */
export function StatusTabs({ split, value, onValueChange, empty, children }: StatusTabsProps) {
  const items: TabItem<OrdersTab>[] = TAB_ORDER.map((tab) => ({
    value: tab,
    label: (
      <>
        {ORDERS_TAB_LABELS[tab]}
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">
          {split[tab].length}
        </span>
      </>
    ),
  }));
  return (
    <div className="space-y-4">
      <TabList
        id={TABS_ID}
        label={LABELS.myOrders}
        items={items}
        value={value}
        onValueChange={onValueChange}
      />
      <TabPanel id={TABS_ID} value={value}>
        {split[value].length === 0 ? empty : <ul className="space-y-3">{children}</ul>}
      </TabPanel>
    </div>
  );
}
