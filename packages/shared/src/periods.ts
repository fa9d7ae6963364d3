import { z } from 'zod';

/**
 * Date ranges, one rule for every screen and report: a range `from..to` (yyyy-MM-dd) covers the
 * start of its first day to the end of its last, in Africa/Abidjan time, which is UTC all year.
 */
export type DayRange = { from?: string | undefined; to?: string | undefined };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isoDaySchema = (message: string) =>
  z.iso.date({ error: message }).refine((v) => v >= '2000-01-01' && v <= '2999-12-31', message);

export const RANGE_FROM_MESSAGE = 'La date de début est invalide (aaaa-mm-jj).';
export const RANGE_TO_MESSAGE = 'La date de fin est invalide (aaaa-mm-jj).';
export const rangeQuery = {
  from: isoDaySchema(RANGE_FROM_MESSAGE).optional(),
  to: isoDaySchema(RANGE_TO_MESSAGE).optional(),
};
export const RANGE_ORDER_MESSAGE = 'La date de début doit précéder la date de fin.';
export const rangeInOrder = (q: DayRange) => !q.from || !q.to || q.from <= q.to;

/** The Abidjan day of an instant: 'yyyy-MM-dd'. */
export function abidjanDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first instant of a day. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The last instant of a day (inclusive bound). */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

export function addDays(day: string, n: number): string {
  const m = DAY.exec(day);
  if (!m) throw new Error(`Jour invalide : ${day}`);
  return abidjanDay(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n)));
}

/** Every day of a range, first to last; an empty list when it is open-ended or reversed. */
export function daysOf(range: DayRange): string[] {
  if (!range.from || !range.to || range.from > range.to) return [];
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

export const PERIOD_PRESETS = ['today', '7d', '30d', 'all'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  today: "Aujourd'hui",
  '7d': '7 jours',
  '30d': '30 jours',
  all: 'Tout',
};

/** Spec part 2 §5: today; 7 days = today and the 6 before; 30 days = today and the 29 before; all = no bound. */
export function presetRange(preset: PeriodPreset, now = new Date()): DayRange {
  const today = abidjanDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'all':
      return {};
  }
}

/** The first of the current month to today: the default range of payouts and finances. */
export function monthToDate(now = new Date()): Required<DayRange> {
  const today = abidjanDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
