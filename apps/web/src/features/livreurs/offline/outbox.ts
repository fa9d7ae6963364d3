import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG } from '@comoe/shared/schemas/proof-uploads';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Handover, NewHandover, ProofPhoto } from './handover';
import type { OutboxStore } from './outbox-store';

/** What became of a handover the courier just confirmed. */
export type Outcome =
  | { kind: 'sent'; key: string }
  /** Kept on the phone: sent by itself when the network returns. */
  | { kind: 'queued'; key: string }
  | { kind: 'refused'; key: string; message: string };

export type OutboxDeps = {
  store: OutboxStore;
  /** Sends one handover with its key; throws an ApiError when it was not applied. */
  send: (handover: Handover) => Promise<unknown>;
  /**
   * Uploads a delivery's proof photo once and answers its id (issue 22 §2); the handover then
   * names it, on this send and on the next tries of the code. Throws an ApiError like `send`.
   */
  uploadProof?: (handover: Handover) => Promise<string>;
  /** The signed-in courier: only their handovers are shown and sent. */
  userId: () => number | null;
  isOnline: () => boolean;
  /** `awaited`: the courier is looking at the dialog that sent it, which tells them itself. */
  onSent?: (handover: Handover, awaited: boolean) => void;
  onRefused?: (handover: Handover, awaited: boolean) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
};

const MAX_BACKOFF_MS = 60_000;

/** After a failed send: when to try again with the same key ('never' until the next start). */
type Retry = 'backoff' | 'never' | number;
type Verdict = { kind: 'refused' } | { kind: 'later'; retry: Retry; stopAll: boolean };

/** Whether a failed send must be tried again (same key) or was refused for good. */
function verdictOf(error: unknown): Verdict {
  if (!(error instanceof ApiError) || error.status === 0)
    return { kind: 'later', retry: 'backoff', stopAll: true };
  // The session is gone: the API client sent the courier to sign in; the next start sends it.
  if (error.status === 401 || error.status === 403) return { kind: 'later', retry: 'never', stopAll: true };
  const wait = error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1000;
  // 409 with Retry-After: the same key is still being applied (another tab, a lost answer).
  if (error.status === 409 && wait !== null) return { kind: 'later', retry: wait, stopAll: false };
  if (error.status === 408 || error.status === 429)
    return { kind: 'later', retry: wait ?? 'backoff', stopAll: true };
  if (error.status >= 500) return { kind: 'later', retry: 'backoff', stopAll: true };
  return { kind: 'refused' };
}

/** The earliest of two planned retries. */
function sooner(a: Retry, b: Retry): Retry {
  if (a === 'never') return b;
  if (b === 'never') return a;
  if (a === 'backoff' || b === 'backoff') return 'backoff';
  return Math.min(a, b);
}

/** Whether two kept photos hold the same bytes (the refused try's photo offered again). */
export function samePhoto(a: ProofPhoto | null, b: ProofPhoto | null): boolean {
  if (!a || !b || a.bytes.byteLength !== b.bytes.byteLength) return false;
  const x = new Uint8Array(a.bytes);
  const y = new Uint8Array(b.bytes);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * The courier's outbox: handovers are written to the phone first, then sent in the order they
 * were made. One send at a time per tab. A handover waits while an earlier one of the same
 * mission is not through (a delivery never goes before its pickup). A refusal (wrong code,
 * locked step, order cancelled) is kept with the server's message until the courier acts again.
 */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const setTimer =
    deps.setTimer ??
    ((run: () => void, ms: number) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    });
  const listeners = new Set<() => void>();
  const waiters = new Map<string, (outcome: Outcome) => void>();
  let entries: Handover[] = [];
  /** The last photo uploaded for each mission, with its id (issue 22 §2). */
  const uploaded = new Map<string, { photo: ProofPhoto; proofId: string }>();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;

  const notify = () => listeners.forEach((listener) => listener());
  const show = (next: Handover[]) => {
    entries = next;
    notify();
  };

  async function reload(): Promise<Handover[]> {
    const userId = deps.userId();
    const all = userId === null ? [] : await deps.store.list();
    show(all.filter((h) => h.userId === userId).sort((a, b) => a.createdAt - b.createdAt));
    return entries;
  }

  function settle(key: string, outcome: Outcome): boolean {
    const waiter = waiters.get(key);
    waiters.delete(key);
    waiter?.(outcome);
    return waiter !== undefined;
  }

  function planRetry(retry: Retry): void {
    cancelRetry?.();
    cancelRetry = null;
    if (retry === 'never') return;
    let ms = retry;
    if (ms === 'backoff') {
      failures += 1;
      ms = Math.min(MAX_BACKOFF_MS, 2_000 * 2 ** Math.min(failures - 1, 5));
    }
    cancelRetry = setTimer(() => {
      cancelRetry = null;
      void flush();
    }, ms);
  }

  /** The photo uploaded first, its id kept on the phone before the handover itself is sent. */
  async function withProof(handover: Handover): Promise<Handover> {
    if (!deps.uploadProof || !handover.photo || handover.proofId) return handover;
    const proofId = await deps.uploadProof(handover);
    uploaded.set(handover.missionId, { photo: handover.photo, proofId });
    const next = { ...handover, proofId };
    await deps.store.put(next);
    show(entries.map((h) => (h.key === next.key ? next : h)));
    return next;
  }

  async function pass(): Promise<void> {
    const blocked = new Set<string>();
    let retry: Retry = 'never';
    for (const handover of await reload()) {
      if (handover.refusal !== null || blocked.has(handover.missionId)) {
        blocked.add(handover.missionId);
        continue;
      }
      // No network: wait for the 'online' event rather than fail in a loop.
      if (!deps.isOnline()) break;
      let current = handover;
      try {
        current = await withProof(handover);
        await deps.send(current);
        await deps.store.remove(handover.key);
        failures = 0;
        show(entries.filter((h) => h.key !== handover.key));
        const awaited = settle(handover.key, { kind: 'sent', key: handover.key });
        deps.onSent?.(handover, awaited);
      } catch (error) {
        const verdict = verdictOf(error);
        blocked.add(handover.missionId);
        if (verdict.kind === 'refused') {
          const message = error instanceof ApiError ? error.message : '';
          // Kept with its photo's id: the next try of the code sends no photo again, unless the
          // server no longer knows that photo (then the next try uploads it anew).
          const stale = message === PROOF_MSG.uploadNotFound;
          if (stale) uploaded.delete(handover.missionId);
          const refused = { ...current, proofId: stale ? null : (current.proofId ?? null), refusal: message };
          await deps.store.put(refused);
          show(entries.map((h) => (h.key === handover.key ? refused : h)));
          const awaited = settle(handover.key, { kind: 'refused', key: handover.key, message });
          deps.onRefused?.(refused, awaited);
          continue;
        }
        retry = sooner(retry, verdict.retry);
        if (verdict.stopAll) break;
      }
    }
    await reload();
    planRetry(retry);
  }

  /** Sends what waits, in order; calls made meanwhile join the running pass and run one more. */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again);
      } catch (error) {
        console.error('Envoi des actions en attente impossible', error);
      } finally {
        running = null;
        for (const key of [...waiters.keys()]) settle(key, { kind: 'queued', key });
      }
    })();
    return running;
  }

  /**
   * Keeps the courier's confirmation on the phone, then tries to send it at once. A new try of
   * a refused action replaces it; an action already waiting is not made twice.
   */
  async function submit(input: NewHandover): Promise<Outcome> {
    const userId = deps.userId();
    if (userId === null) throw new ApiError(401, MSG.unauthenticated);
    await reload();
    const same = entries.filter((h) => h.missionId === input.missionId && h.kind === input.kind);
    const waiting = same.find((h) => h.refusal === null);
    if (waiting) return { kind: 'queued', key: waiting.key };
    for (const old of same) await deps.store.remove(old.key);
    // A new try takes the refused one's place: before the delivery that waits behind its pickup.
    const createdAt = same[0]?.createdAt ?? now();
    // The same photo as the refused try: already on the server, named by its id.
    // (A try refused in the dialog is forgotten at once: the last upload of this tab remembers it.)
    const kept = uploaded.get(input.missionId);
    const proofId =
      same.find((h) => h.proofId && samePhoto(h.photo, input.photo))?.proofId ??
      (kept && samePhoto(kept.photo, input.photo) ? kept.proofId : null);
    const handover: Handover = {
      ...input,
      key: newIdempotencyKey(),
      userId,
      createdAt,
      refusal: null,
      proofId,
    };
    await deps.store.put(handover);
    const outcome = new Promise<Outcome>((resolve) => waiters.set(handover.key, resolve));
    void flush();
    return outcome;
  }

  /** Forgets a refused handover (the courier gave up on it, or will try again). */
  async function dismiss(key: string): Promise<void> {
    await deps.store.remove(key);
    await reload();
  }

  return {
    submit,
    flush,
    dismiss,
    reload,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** This courier's handovers on the phone, oldest first (a new array after each change). */
    snapshot: (): readonly Handover[] => entries,
    stop(): void {
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
