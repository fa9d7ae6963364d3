import { jourLabel } from '../schemas/horaires.ts';
import { DAY_MS, localDate, localDayStart, localMinutes, localWeekday } from './abidjan-time.ts';
import type { Ouverture } from './ouverture.ts';

/** "18 h", "13 h 15", "minuit": the hour as said aloud, on the Abidjan clock. */
export function heureFr(ms: number): string {
  const m = localMinutes(ms);
  if (m === 0) return 'minuit';
  const h = Math.floor(m / 60);
  const min = m % 60;
  return min === 0 ? `${h} h` : `${h} h ${String(min).padStart(2, '0')}`;
}

/** How far `at` is from `now` in local days: 0 today, 1 tomorrow… */
function daysAhead(at: number, now: number): number {
  return Math.round((localDayStart(at) - localDayStart(now)) / DAY_MS);
}

/** An end within a few hours is said by its hour alone: at 23 h 30, "Ferme à 2 h", not "demain". */
const SOON_MS = 6 * 60 * 60 * 1000;
const endDays = (at: number, now: number) => (at - now < SOON_MS ? 0 : daysAhead(at, now));

/** "à 18 h", "demain à 11 h", "lundi à 11 h", "le 24/12 à 11 h". */
function quand(at: number, now: number): string {
  const days = daysAhead(at, now);
  const heure = `à ${heureFr(at)}`;
  if (days <= 0) return heure;
  if (days === 1) return `demain ${heure}`;
  if (days < 7) return `${jourLabel(localWeekday(at))} ${heure}`;
  return `le ${localDate(at).slice(5).split('-').reverse().join('/')} ${heure}`;
}

/** "à 13 h 15", "à demain 11 h", "à lundi 11 h", "au 24/12 11 h". */
function jusqua(at: number, now: number): string {
  const days = endDays(at, now);
  const heure = heureFr(at);
  if (days <= 0) return `à ${heure}`;
  if (days === 1) return `à demain ${heure}`;
  if (days < 7) return `à ${jourLabel(localWeekday(at))} ${heure}`;
  return `au ${localDate(at).slice(5).split('-').reverse().join('/')} ${heure}`;
}

/** A midnight that ends today: said "à minuit", not "demain à minuit". */
const isTonightMidnight = (at: number, now: number) => at === localDayStart(now) + DAY_MS;

export const FERME_POUR_LE_MOMENT = 'Fermé pour le moment';
/** A paused business's badge when the pause has no end to tell. */
export const EN_PAUSE = 'En pause';
export const FERMEE_AUJOURDHUI = "Fermée aujourd'hui";

/**
 * The sentence clients and owners read beside a business: "Ouvre à 18 h", "Ouvre demain à
 * 11 h", "Ouvre lundi à 11 h", "Ferme à 22 h", "En pause jusqu'à 13 h 15", "Fermée aujourd'hui".
 * Null when there is nothing worth saying (open with no closing in sight).
 */
export function phraseOuverture(o: Ouverture, now: Date | number): string | null {
  const t = typeof now === 'number' ? now : now.getTime();
  const next = o.prochainChangement;
  if (!next) return o.ouverteMaintenant ? null : FERME_POUR_LE_MOMENT;
  const at = Date.parse(next.at);
  switch (next.type) {
    case 'ferme':
      if (isTonightMidnight(at, t)) return 'Ferme à minuit';
      if (endDays(at, t) === 0) return `Ferme à ${heureFr(at)}`;
      return daysAhead(at, t) <= 1 ? `Ferme ${quand(at, t)}` : null;
    case 'ouvre':
      // Back at midnight only: the day itself is closed (a closing date without weekly hours).
      if (isTonightMidnight(at, t)) return FERMEE_AUJOURDHUI;
      return `Ouvre ${quand(at, t)}`;
    case 'pause':
      if (isTonightMidnight(at, t)) return "En pause jusqu'à minuit";
      return `En pause jusqu'${jusqua(at, t)}`;
  }
}

/** The label of a business card or page: "Ouvert · Ferme à 22 h", "Fermé · Ouvre à 18 h", "En pause…". */
export function badgeOuverture(
  o: Ouverture,
  now: Date | number,
): { ton: 'ouvert' | 'ferme' | 'pause'; texte: string } {
  const phrase = phraseOuverture(o, now);
  if (o.ouverteMaintenant) return { ton: 'ouvert', texte: phrase ? `Ouvert · ${phrase}` : 'Ouvert' };
  if (o.prochainChangement?.type === 'pause') return { ton: 'pause', texte: phrase ?? EN_PAUSE };
  if (!phrase || phrase === FERME_POUR_LE_MOMENT) return { ton: 'ferme', texte: 'Fermé' };
  if (phrase === FERMEE_AUJOURDHUI) return { ton: 'ferme', texte: phrase };
  return { ton: 'ferme', texte: `Fermé · ${phrase}` };
}

/** Checkout's and quote's refusal: "Ce commerce est fermé. Ouvre à 18 h.", "Ce commerce est en pause jusqu'à 13 h 15." */
export function refusOuverture(o: Ouverture, now: Date | number): string | null {
  if (o.ouverteMaintenant) return null;
  const phrase = phraseOuverture(o, now);
  if (!phrase || phrase === FERME_POUR_LE_MOMENT) return null;
  if (phrase === FERMEE_AUJOURDHUI) return "Ce commerce est fermé aujourd'hui.";
  if (o.prochainChangement?.type === 'pause')
    return `Ce commerce est ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}.`;
  return `Ce commerce est fermé. ${phrase}.`;
}
