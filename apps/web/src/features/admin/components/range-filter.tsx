import type { DayRange } from '@comoe/shared/periods';
import type { AdminRange } from '../api/query-keys';
import { activePreset, ADMIN_PRESET_LABELS, ADMIN_PRESETS, adminPresetRange } from '../ranges';
import { PresetChoice } from '@/components/preset-choice';
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
  const pick = (range: DayRange) => {
    if (range.from && range.to) onChange({ from: range.from, to: range.to });
  };
  return (
    <div className="flex flex-col gap-2">
      <PresetChoice
        label={LABELS.period}
        presets={ADMIN_PRESETS}
        labels={ADMIN_PRESET_LABELS}
        active={activePreset(value)}
        onChoose={(preset) => onChange(adminPresetRange(preset))}
        className="grid-cols-[1.4fr_1fr_1fr_1fr] sm:w-[28rem]"
      />
      <DateRangeField label={LABELS.period} value={value} onChange={pick} className="sm:w-[28rem]" />
    </div>
  );
}
