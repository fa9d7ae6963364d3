import { PERIOD_PRESET_LABELS, PERIOD_PRESETS } from '@comoe/shared/periods';
import { useId } from 'react';
import { PresetChoice } from '@/components/preset-choice';
import { Input } from '@/components/ui/input';
import type { Period } from '../use-period';
import { LABELS } from '@/lib/labels';

/** Aujourd'hui / 7 jours / 30 jours / Tout, and Du / Au: from the start of the first day to the end of the last. */
export function PeriodFilter({ period, withDates = true }: { period: Period; withDates?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-end">
      <PresetChoice
        label={LABELS.period}
        presets={PERIOD_PRESETS}
        labels={PERIOD_PRESET_LABELS}
        active={period.choice}
        onChoose={period.choose}
        className="grid-cols-[1.5fr_1fr_1fr_1fr] lg:w-96 lg:shrink-0"
      />
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
