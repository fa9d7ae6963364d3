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
    <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-end">
      <div
        role="group"
        aria-label={LABELS.period}
        className="grid grid-cols-[1.5fr_1fr_1fr_1fr] gap-1 rounded-xl bg-stone-100 p-1 lg:w-96 lg:shrink-0"
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
        <div className="grid grid-cols-2 gap-2 lg:w-80 lg:shrink-0">
          <DayInput id={`${id}-du`} label="Du" period={period} end="from" />
          <DayInput id={`${id}-au`} label="Au" period={period} end="to" />
        </div>
      )}
      {/* Its own line on a laptop: beside the fields it would squeeze them. */}
      {period.error && (
        <p role="alert" className="text-sm font-medium text-destructive lg:basis-full">
          {period.error}
        </p>
      )}
    </div>
  );
}

type DayInputProps = { id: string; label: string; period: Period; end: 'from' | 'to' };

/** One end of the range: a labelled date input that cannot pass the other end, invalid with the range. */
function DayInput({ id, label, period, end }: DayInputProps) {
  const { range } = period;
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium text-stone-700">
      {label}
      <Input
        id={id}
        type="date"
        value={range[end] ?? ''}
        min={end === 'to' ? range.from : undefined}
        max={end === 'from' ? range.to : undefined}
        onChange={(event) => (end === 'from' ? period.setFrom : period.setTo)(event.target.value)}
        aria-invalid={period.error ? true : undefined}
      />
    </label>
  );
}
