import type { Horaires, ProchainChangement } from '../schemas/horaires.ts';
import { hasHoraires, plageSpan } from '../schemas/horaires.ts';
import { DAY_MS, MINUTE_MS, localDate, localDayStart, localWeekday, minutesOf } from './abidjan-time.ts';

/** Far enough for the longest closing run the settings allow (60 dates) and a week after it. */
const HORIZON_DAYS = 70;

export interface OuvertureInput {
  /** Null or without any range: the weekly hours do not limit (closing dates still do). */
  horaires: Horaires | null;
  pauseFinAt: Date | null;
  /** The owner's 'Ouvert / Fermé' switch: off, nothing else matters. */
  ouverte: boolean;
}

export interface Ouverture {
  ouverteMaintenant: boolean;
  prochainChangement: ProchainChangement;
}

type Span = [start: number, end: number];

/** The day's open spans (ms), sorted; a closing date cancels the ranges that start that day. */
function daySpans(h: Horaires | null, dayStart: number, closed: ReadonlySet<string>): Span[] {
  if (closed.has(localDate(dayStart))) return [];
  if (!h || !hasHoraires(h)) return [[dayStart, dayStart + DAY_MS]];
  const jour = h.jours.find((j) => j.jour === localWeekday(dayStart));
  return (jour?.plages ?? [])
    .map(plageSpan)
    .map(([a, b]): Span => [dayStart + a * MINUTE_MS, dayStart + b * MINUTE_MS])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The open span holding `at` or the next one after it, spans that touch or overlap being one
 * (a night range running into the next day's morning). `end` is null past the horizon: open on.
 */
function spanFrom(h: Horaires | null, at: number): { start: number; end: number | null } | null {
  const closed = new Set((h?.fermetures ?? []).map((f) => f.date));
  const first = localDayStart(at) - DAY_MS; // yesterday's night range may still run
  let cur: Span | null = null;
  for (let day = 0; day <= HORIZON_DAYS; day += 1) {
    const dayStart = first + day * DAY_MS;
    if (cur && dayStart > cur[1]) {
      if (cur[1] > at) return { start: cur[0], end: cur[1] };
      cur = null;
    }
    for (const span of daySpans(h, dayStart, closed)) {
      if (cur && span[0] <= cur[1]) cur[1] = Math.max(cur[1], span[1]);
      else {
        if (cur && cur[1] > at) return { start: cur[0], end: cur[1] };
        cur = span;
      }
    }
  }
  return cur && cur[1] > at ? { start: cur[0], end: null } : null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The first open instant at or after `from`. */
function firstOpenFrom(h: Horaires | null, from: number): number | null {
  const span = spanFrom(h, from);
  return span ? Math.max(span.start, from) : null;
}

/**
 * Whether clients can order now, and the next change they will see. Open means the switch is on,
 * `now` is inside a range of the weekly hours (or no hours are set), not on a closing date, and no
 * pause runs. Computed at each read: nothing expires in the database.
 */
export function ouvertureAt(input: OuvertureInput, now: Date | number): Ouverture {
  const at = typeof now === 'number' ? now : now.getTime();
  if (!input.ouverte) return { ouverteMaintenant: false, prochainChangement: null };
  const span = spanFrom(input.horaires, at);
  if (!span) return { ouverteMaintenant: false, prochainChangement: null };
  const pauseEnd = input.pauseFinAt?.getTime() ?? 0;
  // A pause running past the next opening (or the end of this range) moves the reopening.
  const reopening = (opening: number) =>
    pauseEnd > opening ? (firstOpenFrom(input.horaires, pauseEnd) ?? pauseEnd) : opening;
  if (span.start > at) {
    return {
      ouverteMaintenant: false,
      prochainChangement: { type: 'ouvre', at: iso(reopening(span.start)) },
    };
  }
  if (pauseEnd > at) {
    return { ouverteMaintenant: false, prochainChangement: { type: 'pause', at: iso(reopening(at)) } };
  }
  return {
    ouverteMaintenant: true,
    prochainChangement: span.end === null ? null : { type: 'ferme', at: iso(span.end) },
  };
}

/**
 * When "Jusqu'à demain" ends: the first opening on a later day than today, or tomorrow at
 * `DAY_START` when the business keeps no hours (a midnight reopening would ring in the night).
 */
export const DAY_START = '06:00';
export function pauseUntilTomorrow(horaires: Horaires | null, now: Date | number): Date {
  const at = typeof now === 'number' ? now : now.getTime();
  const tomorrow = localDayStart(at) + DAY_MS;
  if (hasHoraires(horaires)) {
    let from = tomorrow;
    for (;;) {
      const span = spanFrom(horaires, from);
      if (!span) break;
      if (span.start >= tomorrow) return new Date(span.start);
      // Still open from tonight's range: the next opening after it closes.
      if (span.end === null) break;
      from = span.end;
    }
  }
  return new Date(tomorrow + minutesOf(DAY_START) * MINUTE_MS);
}
