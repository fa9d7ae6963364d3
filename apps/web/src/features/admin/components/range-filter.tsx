import type { DayRange } from '@comoe/shared/periods';
import type { AdminRange } from '../api/query-keys';
import { activePreset, ADMIN_PRESET_LABELS, ADMIN_PRESETS, adminPresetRange } from '../ranges';
import { cn } from '@/lib/cn';
import { DateRangeField } from './date-range-field';
import { LABELS } from '@/lib/labels';

/** Aujourd'hui / 7 jours / 30 jours / Ce mois, and under them the picker for any other range. */
export function RangeFilter({
  value,
  onChange,
}: {
  value: AdminRange;
  onChange: (range: AdminRange) => void;
}) {
  const active = activePreset(value);
  const pick = (range: DayRange) => {
    if (range.from && range.to) onChange({ from: range.from, to: range.to });
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={LABELS.period}
        className="grid grid-cols-[1.4fr_1fr_1fr_1fr] gap-1 rounded-xl bg-stone-100 p-1 sm:w-[28rem]"
      >
        {ADMIN_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => onChange(adminPresetRange(preset))}
            className={cn(
              'h-10 rounded-lg px-1 text-[13px] font-semibold whitespace-nowrap sm:text-sm',
              active === preset
                ? 'bg-white text-orange-800 shadow-sm'
                : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {ADMIN_PRESET_LABELS[preset]}
          </button>
        ))}
      </div>
      <DateRangeField label={LABELS.period} value={value} onChange={pick} className="sm:w-[28rem]" />
    </div>
  );
}
