import { lastDays, DASHBOARD_DEFAULT_DAYS } from '@comoe/shared/admin-finance';
import { monthToDate, PERIOD_PRESET_LABELS, presetRange, type DayRange } from '@comoe/shared/periods';
import { formatDay } from '@/lib/dates';
import type { AdminRange } from './api/query-keys';
import { LABELS } from '@/lib/labels';

/** The dashboard's shortcuts: the shared day presets, and the month so far (finances' and payouts' default). */
export const ADMIN_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type AdminPreset = (typeof ADMIN_PRESETS)[number];

export const ADMIN_PRESET_LABELS: Record<AdminPreset, string> = {
  today: PERIOD_PRESET_LABELS.today,
  '7d': PERIOD_PRESET_LABELS['7d'],
  '30d': PERIOD_PRESET_LABELS['30d'],
  month: LABELS.thisMonth,
};

export function adminPresetRange(preset: AdminPreset, now = new Date()): AdminRange {
  if (preset === 'month') return monthToDate(now);
  const { from, to } = presetRange(preset, now);
  // The shared presets but 'Tout' always have both ends.
  return { from: from ?? to ?? '', to: to ?? '' };
}

/** The preset the range is, if any: the button shown pressed. */
export function activePreset(range: DayRange, now = new Date()): AdminPreset | null {
  return (
    ADMIN_PRESETS.find((preset) => {
      const r = adminPresetRange(preset, now);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** The default ranges (spec part 2 §9): the dashboard's last 30 days, the month so far elsewhere. */
export const defaultDashboardRange = (now = new Date()): AdminRange => lastDays(DASHBOARD_DEFAULT_DAYS, now);
export const defaultMonthRange = (now = new Date()): AdminRange => monthToDate(now);

/** '1 nov. 2026 – 23 nov. 2026', one day once; null without both ends. */
export function rangeLabel(value: DayRange): string | null {
  if (!value.from || !value.to) return null;
  return value.from === value.to
    ? formatDay(value.from)
    : `${formatDay(value.from)} – ${formatDay(value.to)}`;
}

/** The first of the two months a picker shows: the month before the range's end, or its start's. */
export function pickerStartMonth(from: Date | null, to: Date | null, today: Date): Date {
  const end = to ?? today;
  const before = new Date(end.getFullYear(), end.getMonth() - 1, 1);
  return from && from < before ? new Date(from.getFullYear(), from.getMonth(), 1) : before;
}
