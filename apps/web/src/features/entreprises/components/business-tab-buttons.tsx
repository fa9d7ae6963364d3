import type { ReactNode } from 'react';
import { sidebarItemClassName } from '@/components/sidebar-item-class';
import { cn } from '@/lib/cn';
import type { BusinessTab } from '@/lib/paths';
import { BUSINESS_TAB_ICONS } from '../tabs';

/** The two places that list the sections: the sidebar (a column) and the tab bar (a row of four). */
const LOOKS = {
  sidebar: {
    icon: 'size-5 shrink-0',
    button: (active: boolean) => sidebarItemClassName(active, 'text-left'),
  },
  bar: {
    icon: 'size-4',
    button: (active: boolean) =>
      cn(
        'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-semibold sm:flex-row sm:gap-2 sm:text-sm',
        active ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
      ),
  },
};

type BusinessTabButtonsProps = {
  look: keyof typeof LOOKS;
  tabs: readonly BusinessTab[];
  current: BusinessTab;
  onSelect: (tab: BusinessTab) => void;
  /** What follows the icon: the tab's name, with a count where there is one. */
  children: (tab: BusinessTab) => ReactNode;
};

/**
 * The sections as buttons, the current one marked `aria-current="page"`: links between sections
 * rather than ARIA tabs, each section being its own address (`?tab=`).
 */
export function BusinessTabButtons({ look, tabs, current, onSelect, children }: BusinessTabButtonsProps) {
  const { icon, button } = LOOKS[look];
  return tabs.map((tab) => {
    const Icon = BUSINESS_TAB_ICONS[tab];
    const active = tab === current;
    return (
      <button
        key={tab}
        type="button"
        aria-current={active ? 'page' : undefined}
        onClick={() => onSelect(tab)}
        className={button(active)}
      >
        <Icon className={icon} aria-hidden="true" />
        {children(tab)}
      </button>
    );
  });
}
