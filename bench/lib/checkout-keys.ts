// Runs in autocannon's load thread, through the two `.cts` files next to it: each checkout gets
// a fresh Idempotency-Key, and every tenth request re-sends the key before it with the same
// body, as a phone on a bad connection retries. Every key sent and every answer is told to the
// bench's thread, which checks the database against them afterwards.
import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';

export const CHECKOUT_CHANNEL = 'comoe-bench-checkout';

/** Each connection cycles through this many requests; the last of them is a retry. */
export const CYCLE_LENGTH = 10;

export type CheckoutEvent =
  | { kind: 'sent'; key: string; retry: boolean }
  | { kind: 'answer'; key: string; status: number; orderId: string | null; replayed: boolean };

/** autocannon's per-connection context, emptied at the start of each cycle. */
interface CycleContext {
  step?: number;
  key?: string;
}

interface RawRequest {
  headers: Record<string, string>;
}

let channel: BroadcastChannel | undefined;

function tell(event: CheckoutEvent): void {
  if (!channel) {
    channel = new BroadcastChannel(CHECKOUT_CHANNEL);
    // Posting is enough to deliver; a referenced channel would keep the load thread, and so the bench, alive.
    channel.unref();
  }
  channel.postMessage(event);
}

export function newIdempotencyKey(): string {
  return `bench-${randomUUID()}`;
}

export function setupRequest<T extends RawRequest>(req: T, context: CycleContext): T {
  const step = (context.step ?? 0) + 1;
  const retry = step === CYCLE_LENGTH && context.key !== undefined;
  const key = retry && context.key !== undefined ? context.key : newIdempotencyKey();
  context.step = step;
  context.key = key;
  req.headers['idempotency-key'] = key;
  tell({ kind: 'sent', key, retry });
  return req;
}

/** One request at a time per connection (no pipelining): the context holds the key answered. */
export function onResponse(
  status: number,
  body: string,
  context: CycleContext,
  headers: Record<string, string>,
): void {
  if (context.key === undefined) return;
  let orderId: string | null = null;
  if (status >= 200 && status < 300) {
    try {
      orderId = (JSON.parse(body) as { id?: string }).id ?? null;
    } catch {
      orderId = null;
    }
  }
  // Raw header names, as the server wrote them.
  const replayed = Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'idempotent-replayed' && value === 'true',
  );
  tell({ kind: 'answer', key: context.key, status, orderId, replayed });
}
