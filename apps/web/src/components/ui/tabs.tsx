import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabItem<T extends string> = { value: T; label: ReactNode };

type TabListProps<T extends string> = {
  /** Prefix shared with the panels' ids. */
  id: string;
  label: string;
  items: TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  /** Extra classes for each tab, e.g. icon above a two-line label in a phone's bottom bar. */
  tabClassName?: string;
};

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function TabList<T extends string>({
  id,
  label,
  items,
  value,
  onValueChange,
  className,
  tabClassName,
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.value === value);
    const target =
      event.key === 'ArrowRight'
        ? items[(index + 1) % items.length]
        : event.key === 'ArrowLeft'
          ? items[(index - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    buttons.current.get(target.value)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1', className)}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              if (node) buttons.current.set(item.value, node);
              else buttons.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(id, item.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(id, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            className={cn(
              'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold transition-colors [&_svg]:size-4 max-sm:[&_svg]:hidden',
              selected ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              tabClassName,
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id, value)} aria-labelledby={tabId(id, value)}>
      {children}
    </div>
  );
}
