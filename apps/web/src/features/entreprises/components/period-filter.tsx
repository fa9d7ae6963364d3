import { PERIOD_PRESET_LABELS, PERIOD_PRESETS } from '@comoe/shared/periods';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { Period } from '../use-period';
import { LABELS } from '@/lib/labels';

/** Aujourd'hui / 7 jours / 30 jours / Tout, and Du / Au: from the start of the first day to the end of the last. */
export function PeriodFilter({ period, withDates = true }: { period: Period; withDates?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-end">
      <div
        role="group"
        aria-label={LABELS.period}
        className="grid grid-cols-[1.5fr_1fr_1fr_1fr] gap-1 rounded-xl bg-stone-100 p-1 lg:w-96"
      >
        {PERIOD_PRESETS.map((preset) => {
          const active = period.choice === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={active}
              onClick={() => period.choose(preset)}
              className={cn(
                'h-10 rounded-lg px-1 text-sm font-semibold whitespace-nowrap',
                active ? 'bg-white text-orange-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {PERIOD_PRESET_LABELS[preset]}
            </button>
          );
        })}
      </div>
      {withDates && (
        <div className="grid grid-cols-2 gap-2 lg:w-80">
          <label htmlFor={`${id}-du`} className="flex flex-col gap-1 text-sm font-medium text-stone-700">
            Du
            <Input
              id={`${id}-du`}
              type="date"
              value={period.range.from ?? ''}
              max={period.range.to}
              onChange={(event) => period.setFrom(event.target.value)}
              aria-invalid={period.error ? true : undefined}
            />
          </label>
          <label htmlFor={`${id}-au`} className="flex flex-col gap-1 text-sm font-medium text-stone-700">
            Au
            <Input
              id={`${id}-au`}
              type="date"
              value={period.range.to ?? ''}
              min={period.range.from}
              onChange={(event) => period.setTo(event.target.value)}
              aria-invalid={period.error ? true : undefined}
            />
          </label>
        </div>
      )}
      {period.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {period.error}
        </p>
      )}
    </div>
  );
}
