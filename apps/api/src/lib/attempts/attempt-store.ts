import type { AttemptPolicy } from './policy.ts';

export type TryAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One count a try goes through: the account's, the account-and-address's… */
export interface AttemptKey {
  key: string;
  policy: AttemptPolicy;
}

/**
 * Where failed tries are counted: shared by every API process (the database, or Redis when
 * REDIS_URL is set), each change atomic, so that parallel requests and other processes see one
 * count. `now` is the callers' clock (ms since 1970).
 */
export interface AttemptStore {
  /**
   * Takes a try on every key at once, counted as a failure until `clear`; or on none, when one
   * of them is delayed. A refused try counts nowhere.
   */
  reserve(keys: AttemptKey[], now: number): Promise<TryAnswer>;
  /** Forgets the keys' failures (the right password was given). */
  clear(keys: string[]): Promise<void>;
  close(): Promise<void>;
}
