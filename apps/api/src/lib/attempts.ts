/**
 * Counts failed tries per key (a phone number, an order) in a sliding window, so a
 * guesser is stopped without throttling everyone behind a carrier's shared IP address.
 */
export class FailedAttempts {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  isLocked(key: string, now = Date.now()): boolean {
    const e = this.entries.get(key);
    if (!e) return false;
    if (e.resetAt <= now) {
      this.entries.delete(key);
      return false;
    }
    return e.count >= this.max;
  }

  fail(key: string, now = Date.now()): void {
    const e = this.entries.get(key);
    if (!e || e.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    else e.count += 1;
    if (this.entries.size > 100_000) this.prune(now);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}
