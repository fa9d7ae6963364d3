/**
 * How failed tries of one key are limited. Failures beyond `freeTries` each set a delay before
 * the next try: `baseDelayMs`, then twice as long, and so on, up to `maxDelayMs`. The failures
 * are forgotten `windowMs` after the last one (or when the delay ends, if later).
 */
export interface AttemptPolicy {
  freeTries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/** What is kept per key. Times in ms since 1970. */
export interface AttemptState {
  failures: number;
  blockedUntilMs: number;
  expiresAtMs: number;
}

export type Reservation = { allowed: true; next: AttemptState } | { allowed: false; retryAfterMs: number };

/** The delay after the `failures`-th failure: none for the free tries, then doubling up to the cap. */
export function delayAfter(failures: number, p: AttemptPolicy): number {
  if (failures < p.freeTries) return 0;
  return Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (failures - p.freeTries));
}

/** A live state, or none when there is none or it expired. */
function live(state: AttemptState | null, now: number): AttemptState | null {
  return state && state.expiresAtMs > now ? state : null;
}

/**
 * A try is taken before the password is checked, counted as if it were to fail (success clears
 * the key). So requests sent at once cannot all be checked: each one is a failure until proven
 * otherwise, and the delay it sets stops the next ones.
 */
export function reserve(state: AttemptState | null, p: AttemptPolicy, now: number): Reservation {
  const s = live(state, now);
  if (s && s.blockedUntilMs > now) return { allowed: false, retryAfterMs: s.blockedUntilMs - now };
  const failures = (s?.failures ?? 0) + 1;
  const blockedUntilMs = now + delayAfter(failures, p);
  return {
    allowed: true,
    next: { failures, blockedUntilMs, expiresAtMs: Math.max(now + p.windowMs, blockedUntilMs) },
  };
}
