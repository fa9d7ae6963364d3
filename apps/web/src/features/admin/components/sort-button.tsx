import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SortState } from '../use-url-sort';

/**
 * A sortable column's header: its name and an arrow saying how the rows are sorted by it (both
 * ways when it is not the sort). The cell around it carries `aria-sort`.
 */
export function SortButton({
  sorted,
  onClick,
  children,
}: {
  sorted: SortState;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1 rounded text-left uppercase hover:text-stone-900',
        sorted && 'text-orange-800',
      )}
    >
      {children}
      <Icon className={cn('size-3.5 shrink-0', !sorted && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}
