import { format, formatDistanceStrict, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

function parse(value: string): Date | null {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-05-12T14:05:00Z' → '12 mai 2026 à 14:05', fr-FR, in the phone's time (Abidjan: UTC). */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? format(date, "d MMM yyyy 'à' HH:mm", { locale: fr }) : iso;
}

/** A day of a range ('2026-05-12') → '12 mai'. */
export function formatShortDay(day: string): string {
  const date = parse(day);
  return date ? format(date, 'd MMM', { locale: fr }) : day;
}

/**
 * How long ago a moment was, in French words: in whole days from the first day ('43 jours', not
 * '1 mois': a debt's age is counted in days), in hours or minutes before ('5 heures').
 */
export function formatAge(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  const days = now.getTime() - date.getTime() >= 86_400_000;
  return formatDistanceStrict(date, now, {
    locale: fr,
    roundingMethod: 'floor',
    ...(days ? { unit: 'day' as const } : {}),
  });
}

/** A day ('2026-05-12') → '12 mai 2026'. */
export function formatDay(day: string): string {
  const date = parse(day);
  return date ? format(date, 'd MMM yyyy', { locale: fr }) : day;
}

/** A day ('2026-05-12') as the local calendar day a date picker shows; null when unreadable. */
export function dayToDate(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** The calendar day a date picker answered, as 'yyyy-MM-dd' (its local day, whatever the time zone). */
export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
