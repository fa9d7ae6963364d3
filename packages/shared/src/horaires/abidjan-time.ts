/**
 * Opening hours are read on the wall clock of Africa/Abidjan. The zone is UTC+0 all year (no
 * daylight saving), so the offset is a constant; it is written out so that every step below says
 * which clock it reads, and a business elsewhere would change one number.
 */
export const ZONE = 'Africa/Abidjan';
export const ZONE_OFFSET_MIN = 0;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const OFFSET_MS = ZONE_OFFSET_MIN * MINUTE_MS;

/** The instant of local midnight starting the local day that holds `ms`. */
export function localDayStart(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** The local calendar date (YYYY-MM-DD) of the instant `ms`. */
export function localDate(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The local weekday of `ms`: 1 = lundi … 7 = dimanche. */
export function localWeekday(ms: number): number {
  return ((new Date(ms + OFFSET_MS).getUTCDay() + 6) % 7) + 1;
}

/** Minutes past local midnight of `ms`. */
export function localMinutes(ms: number): number {
  return Math.round((ms - localDayStart(ms)) / MINUTE_MS);
}

/** "HH:MM" → minutes past midnight (the text is already validated). */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}
