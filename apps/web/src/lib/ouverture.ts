import { badgeOuverture, refusOuverture } from '@comoe/shared/horaires/phrases';
import type { Ouverture } from '@comoe/shared/horaires/ouverture';
import { MSG } from '@comoe/shared/messages';

/** What a card or a page says of a business's opening: the server's state, worded now. */
export function openingLabel(e: Ouverture, now = Date.now()) {
  return badgeOuverture(e, now);
}

/** Why the cart cannot be ordered now ("Ce commerce est fermé. Ouvre à 18 h."), or null. */
export function closedReason(e: Ouverture, now = Date.now()): string | null {
  if (e.ouverteMaintenant) return null;
  return refusOuverture(e, now) ?? MSG.entrepriseClosed;
}

/** Re-read a little after a change is due, not before: a day is the longest wait worth a timer. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * For a query's `refetchInterval`: read the business(es) again when the first of them opens,
 * closes or ends its pause, so a page left open flips by itself. False when nothing is due.
 */
export function untilNextChange(
  list: ReadonlyArray<Pick<Ouverture, 'prochainChangement'>> | undefined,
  now = Date.now(),
): number | false {
  let next = Infinity;
  for (const e of list ?? [])
    if (e.prochainChangement) next = Math.min(next, Date.parse(e.prochainChangement.at));
  const wait = next - now;
  return Number.isFinite(wait) && wait < MAX_WAIT_MS ? Math.max(wait, 0) + 1_000 : false;
}
