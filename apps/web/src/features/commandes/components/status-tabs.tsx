import type { ReactNode } from 'react';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { ORDERS_TAB_LABELS, type OrdersTab } from '../order-tabs';

const TABS_ID = 'commandes';
const TAB_ORDER: OrdersTab[] = ['en-cours', 'terminees'];

type StatusTabsProps = {
  counts: Record<OrdersTab, number>;
  value: OrdersTab;
  onValueChange: (tab: OrdersTab) => void;
  children: ReactNode;
};

/** 'En cours' and 'Terminées', each with its count; the panel shows the chosen one. */
export function StatusTabs({ counts, value, onValueChange, children }: StatusTabsProps) {
  const items: TabItem<OrdersTab>[] = TAB_ORDER.map((tab) => ({
    value: tab,
    label: (
      <>
        {ORDERS_TAB_LABELS[tab]}
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800">
          {counts[tab]}
        </span>
      </>
    ),
  }));
  return (
    <div className="space-y-4">
      <TabList id={TABS_ID} label="Mes commandes" items={items} value={value} onValueChange={onValueChange} />
      <TabPanel id={TABS_ID} value={value}>
        {children}
      </TabPanel>
    </div>
  );
}
