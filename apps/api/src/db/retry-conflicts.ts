/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `work` (one whole transaction) again when PostgreSQL chose it as a deadlock's victim:
 * overlapping batches (payouts of the same orders) lock the same rows from two sides.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
    }
  }
}
