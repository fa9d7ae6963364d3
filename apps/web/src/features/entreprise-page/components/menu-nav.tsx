import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { MenuSection } from '../menu-sections';

type MenuNavProps = {
  sections: MenuSection[];
  active: string | null;
  onSelect: (anchor: string) => void;
};

/**
 * The menu's categories: a sticky row of chips on phones, a sticky side list on wide screens.
 * The current one is highlighted and, on phones, kept in sight within the row.
 */
export function MenuNav({ sections, active, onSelect }: MenuNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const chip = list.querySelector<HTMLElement>(`[data-anchor="${active}"]`);
    if (!chip) return;
    // Scrolling the row itself, not scrollIntoView: that would cancel the page's smooth scroll.
    list.scrollTo({ left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2, behavior: 'smooth' });
  }, [active]);

  return (
    <nav aria-label="Catégories du menu">
      <h2 className="mb-2 hidden px-3 text-sm font-semibold tracking-wide text-stone-500 uppercase lg:block">
        Catégories
      </h2>
      <ul
        ref={listRef}
        className="relative flex gap-2 overflow-x-auto py-2 [scrollbar-width:none] lg:flex-col lg:gap-1 lg:overflow-visible lg:py-0"
      >
        {sections.map((section) => {
          const current = section.anchor === active;
          return (
            <li key={section.anchor} className="shrink-0">
              <a
                href={`#${section.anchor}`}
                data-anchor={section.anchor}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(section.anchor);
                }}
                className={cn(
                  'flex min-h-11 items-center justify-between gap-2 rounded-full border px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:rounded-lg lg:border-transparent lg:px-3 lg:py-2.5',
                  current
                    ? 'border-primary bg-primary text-white lg:border-l-4 lg:border-transparent lg:border-l-orange-600 lg:bg-orange-50 lg:text-orange-800'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-orange-300 hover:bg-orange-50 lg:bg-transparent',
                )}
              >
                {section.title}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    current ? 'bg-white/25 lg:bg-orange-100' : 'bg-stone-100 text-stone-600',
                  )}
                >
                  {section.produits.length}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
