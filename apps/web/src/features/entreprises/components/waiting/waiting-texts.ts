import { formatAge } from '@/lib/dates';
import { MSG } from '@comoe/shared/messages';

/** The pinned orders' title (also drawn before the app, features/entreprises/prepaint). */
export function waitingHeading(count: number): string {
  return count === 1 ? MSG.newOrderTitle : `${count} nouvelles commandes`;
}

/** "à l'instant" for the first minute (never "il y a 0 secondes"), then "il y a 3 minutes". */
export function placedAgo(iso: string, now = Date.now()): string {
  return now - Date.parse(iso) < 60_000 ? "à l'instant" : `il y a ${formatAge(iso, new Date(now))}`;
}
