import { LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { CategoryEntry } from '../city-filter';

type CategoryFilterProps = {
  categories: CategoryEntry[];
  total: number;
  selected: string | null;
  onSelect: (category: string | null) => void;
};

function Choice({
  pressed,
  onClick,
  icon,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  count: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:w-full lg:rounded-lg lg:border-transparent lg:px-3 lg:py-2.5',
        pressed
          ? 'border-primary bg-primary text-white lg:border-transparent lg:bg-orange-50 lg:text-orange-800'
          : 'border-stone-300 bg-white text-stone-800 hover:border-orange-300 hover:bg-orange-50 lg:bg-transparent',
      )}
    >
      {icon}
      <span className="lg:flex-1 lg:text-left">{label}</span>
      <span
        className={cn(
          'rounded-full px-1.5 text-xs tabular-nums',
          pressed ? 'bg-white/25 lg:bg-orange-100' : 'bg-stone-100 text-stone-600',
        )}
      >
        {count}
      </span>
    </button>
  );
}

/** Chips that scroll sideways on phones, a side list on wide screens. */
export function CategoryFilter({ categories, total, selected, onSelect }: CategoryFilterProps) {
  return (
    <nav aria-label="Catégories d'entreprises">
      <h2 className="mb-2 hidden px-3 text-sm font-semibold tracking-wide text-stone-500 uppercase lg:block">
        Catégories
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        <li>
          <Choice
            pressed={selected === null}
            onClick={() => onSelect(null)}
            icon={<LayoutGrid className="size-4" aria-hidden="true" />}
            label="Toutes les entreprises"
            count={total}
          />
        </li>
        {categories.map((category) => (
          <li key={category.name}>
            <Choice
              pressed={selected === category.name}
              onClick={() => onSelect(category.name)}
              icon={<span aria-hidden="true">{category.emoji}</span>}
              label={category.name}
              count={category.count}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
