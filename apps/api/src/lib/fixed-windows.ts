interface Window {
  count: number;
  startedAt: number;
}

const MAX_KEYS = 50_000;

/**
 * Per-process request counters, one fixed window per key, counted synchronously: each caller
 * gets the count its own request made, so exactly `max` of a burst of simultaneous requests go
 * through (a store that answers a microtask later let a burst of 200 all see the 200th count).
 */
export class FixedWindows {
  readonly #windows = new Map<string, Window>();

  constructor(readonly windowMs: number) {}

  /** Counts one more request for `key`: how many its window now holds, and ms until it ends. */
  hit(key: string, now = Date.now()): { count: number; ttlMs: number } {
    let w = this.#windows.get(key);
    if (!w || w.startedAt + this.windowMs <= now) {
      if (!w && this.#windows.size >= MAX_KEYS) this.#prune(now);
      w = { count: 0, startedAt: now };
      this.#windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, ttlMs: w.startedAt + this.windowMs - now };
  }

  /** Past windows go first; if every key is live, the oldest is dropped (it only forgets a count). */
  #prune(now: number): void {
    for (const [k, w] of this.#windows) if (w.startedAt + this.windowMs <= now) this.#windows.delete(k);
    if (this.#windows.size >= MAX_KEYS) this.#windows.delete(this.#windows.keys().next().value!);
  }
}
