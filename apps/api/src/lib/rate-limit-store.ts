import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Window {
  count: number;
  startedAt: number;
}

const MAX_KEYS = 50_000;

/**
 * The per-process counters of @fastify/rate-limit, one fixed window per key. Its own store hands
 * every caller the same mutable object and the count is read a microtask later: a burst of 200
 * requests at once all saw the 200th count, and a limit of 100 refused them all. Each caller
 * here gets the count its own request made, so exactly `max` of a burst go through.
 */
export class BurstSafeStore implements FastifyRateLimitStore {
  readonly #windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let w = this.#windows.get(key);
    if (!w || w.startedAt + timeWindow <= now) {
      if (!w && this.#windows.size >= MAX_KEYS) this.#prune(now, timeWindow);
      w = { count: 0, startedAt: now };
      this.#windows.set(key, w);
    }
    w.count += 1;
    callback(null, { current: w.count, ttl: w.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new BurstSafeStore();
  }

  /** Past windows go first; if every key is live, the oldest is dropped (it only forgets a count). */
  #prune(now: number, timeWindow: number): void {
    for (const [k, w] of this.#windows) if (w.startedAt + timeWindow <= now) this.#windows.delete(k);
    if (this.#windows.size >= MAX_KEYS) this.#windows.delete(this.#windows.keys().next().value!);
  }
}
