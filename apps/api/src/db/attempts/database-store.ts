import type { Database } from '../database.ts';
import type { AttemptKey, AttemptStore, TryAnswer } from '../../lib/attempts/attempt-store.ts';
import {
  deleteExpiredTries,
  deleteTries,
  findTries,
  insertTries,
  replaceTries,
} from './attempts.repository.ts';
import { reserve, type AttemptState } from '../../lib/attempts/policy.ts';

/** Rounds of compare-and-set before giving up; each round, one of the racing requests wins. */
const MAX_ROUNDS = 50;
/** Expired rows are deleted once every this many tries. */
const PRUNE_EVERY = 500;

class LostRace extends Error {}

/**
 * Tries counted in the database (the default; every process sharing it sees one count). A try
 * reads its keys, decides, and writes them all in one transaction where each write is a
 * compare-and-set: if another request wrote a key first, nothing is written and it reads again.
 */
export class DatabaseAttemptStore implements AttemptStore {
  #untilPrune = PRUNE_EVERY;

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void,
  ) {}

  async reserve(keys: AttemptKey[], now: number): Promise<TryAnswer> {
    // Always written in the same order, so two transactions never wait on each other's rows.
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (--this.#untilPrune <= 0) {
      this.#untilPrune = PRUNE_EVERY;
      deleteExpiredTries(this.db, now).catch(this.onError);
    }
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const seen = await Promise.all(sorted.map((k) => findTries(this.db, k.key)));
      const decisions = sorted.map((k, i) => reserve(seen[i] ?? null, k.policy, now));
      const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfterMs]));
      if (waits.length > 0) return { allowed: false, retryAfterMs: Math.max(...waits) };
      const next = decisions.map((d) => (d.allowed ? d.next : null));
      if (await this.#write(sorted, seen, next)) return { allowed: true };
    }
    // A flood on one key kept every round busy: refusing is the safe answer.
    return { allowed: false, retryAfterMs: 1000 };
  }

  async clear(keys: string[]): Promise<void> {
    for (const key of keys) await deleteTries(this.db, key);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** All the keys' new states, or none when another request changed one of them meanwhile. */
  async #write(keys: AttemptKey[], seen: (AttemptState | null)[], next: (AttemptState | null)[]) {
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [i, { key }] of keys.entries()) {
          const before = seen[i] ?? null;
          const after = next[i];
          if (!after) continue;
          const ok = before
            ? await replaceTries(trx, key, before, after)
            : await insertTries(trx, key, after);
          if (!ok) throw new LostRace();
        }
      });
      return true;
    } catch (err) {
      if (err instanceof LostRace) return false;
      throw err;
    }
  }
}
