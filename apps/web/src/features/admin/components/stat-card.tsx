import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type StatCardProps = {
  label: string;
  /** Formatted; undefined while loading. */
  value: string | undefined;
  description?: string | undefined;
  icon: LucideIcon;
  tone?: 'orange' | 'green' | 'blue' | 'stone';
};

const TONES = {
  orange: 'bg-orange-100 text-orange-800',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  stone: 'bg-stone-100 text-stone-700',
} as const;

/** One figure: its label, the value large, a line saying what it counts. */
export function StatCard({ label, value, description, icon: Icon, tone = 'orange' }: StatCardProps) {
  return (
    <section
      data-testid="stat-card"
      aria-label={label}
      className="flex items-start gap-3 rounded-2xl border border-border bg-white p-3 shadow-sm sm:p-4"
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl max-sm:hidden',
          TONES[tone],
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-medium text-stone-600">{label}</h2>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-28" />
        ) : (
          <p
            data-testid="stat-value"
            className="text-lg font-bold break-words text-stone-900 tabular-nums sm:text-2xl"
          >
            {value}
          </p>
        )}
        {description && <p className="mt-0.5 text-xs text-stone-600">{description}</p>}
      </div>
    </section>
  );
}
