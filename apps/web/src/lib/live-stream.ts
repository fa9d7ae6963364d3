import { ORDER_STATUSES } from '@comoe/shared/enums';
import type { LiveEventData } from '@comoe/shared/events';
import { LIVE_RESYNC_EVENT } from '@comoe/shared/live-resync';
import { SseParser } from './sse-parser';

export type LiveOpenInfo = {
  /**
   * True when events may have been missed: after a drop the server could not fill in (it answered
   * `resync`, or we had no event id to send back). False for the first connection, and for a
   * reconnection the server filled in from its log: pages need not refetch then.
   */
  reconnected: boolean;
  /** Since when we missed nothing (Date.now()): the first connection's time while drops are filled in. */
  openedAt: number;
};

export type LiveStreamOptions = {
  getToken: () => string | null;
  onEvent: (event: LiveEventData) => void;
  onOpen?: (info: LiveOpenInfo) => void;
  /** The server refused the token: retrying cannot help. */
  onUnauthorized?: () => void;
  url?: string;
  fetchImpl?: typeof fetch;
  /** The server pings every 25 s; a quieter link is a dead one that nobody closed (3G hand-overs). */
  idleTimeoutMs?: number;
  /** Delay before the next try, after `failures` tries in a row that did not hold. */
  backoffMs?: (failures: number, serverRetryMs: number | null) => number;
};

const MAX_BACKOFF_MS = 30_000;
/** A connection that held this long was a good one: the next drop starts the backoff anew. */
const STABLE_AFTER_MS = 30_000;

/** Exponential, capped, with jitter so that a whole town's phones do not reconnect in step. */
export function defaultBackoffMs(failures: number, serverRetryMs: number | null): number {
  const base = serverRetryMs ?? 1_000;
  const ceiling = Math.min(MAX_BACKOFF_MS, base * 2 ** Math.min(failures, 10));
  return Math.round(ceiling * (0.5 + Math.random() * 0.5));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isOrderStatus = (value: unknown) => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** A `data:` payload as the app may trust it, or null for anything it does not know. */
export function parseLiveEventData(raw: string): LiveEventData | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.at !== 'string') return null;
  switch (value.type) {
    case 'commande.statut':
      return typeof value.commandeId === 'string' && isOrderStatus(value.statut)
        ? (value as LiveEventData)
        : null;
    case 'commande.nouvelle':
    case 'mission.disponible':
    case 'mission.retiree':
    case 'livreur.position':
      return typeof value.commandeId === 'string' ? (value as LiveEventData) : null;
    case 'session.fin':
      return value as LiveEventData;
    case 'livreur.verification':
      return typeof value.livreurId === 'number' ? (value as LiveEventData) : null;
    case 'versement.entreprise':
      return typeof value.entrepriseId === 'number' ? (value as LiveEventData) : null;
    case 'notification':
      return typeof value.titre === 'string' && typeof value.corps === 'string'
        ? (value as LiveEventData)
        : null;
    default:
      return null;
  }
}

/** Resolves after `ms`, or sooner when the browser comes back online or the stream is stopped. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    window.addEventListener('online', done);
  });
}

/**
 * Follows `GET /api/events` until stopped. fetch rather than EventSource, because EventSource
 * cannot send the Authorization header. Returns the function that stops it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const {
    getToken,
    onEvent,
    onOpen,
    onUnauthorized,
    url = '/api/events',
    fetchImpl = (input, init) => fetch(input, init),
    idleTimeoutMs = 60_000,
    backoffMs = defaultBackoffMs,
  } = options;
  const stopper = new AbortController();
  let everOpened = false;
  let failures = 0;
  let serverRetryMs: number | null = null;
  /** The last event id the server gave: sent back on reconnection, so it replays what we missed. */
  let lastEventId: string | null = null;
  let coveredSince = 0;

  // A failing page handler must not be mistaken for a dropped link and reconnect in a loop.
  const deliver = (event: LiveEventData) => {
    try {
      onEvent(event);
    } catch (error) {
      console.error('Événement en direct non traité', event.type, error);
    }
  };

  /** One connection, from request to drop. Resolves false when trying again is pointless. */
  async function follow(): Promise<boolean> {
    const token = getToken();
    if (!token) return false;
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    stopper.signal.addEventListener('abort', abortAttempt);
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(abortAttempt, idleTimeoutMs);
    };

    try {
      stillAlive();
      const resuming = lastEventId !== null;
      const response = await fetchImpl(url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(lastEventId !== null ? { 'Last-Event-ID': lastEventId } : {}),
        },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (response.status === 401) {
        onUnauthorized?.();
        return false;
      }
      if (!response.ok || !response.body) {
        failures += 1;
        return true;
      }

      const openedAt = Date.now();
      if (!resuming) coveredSince = openedAt;
      onOpen?.({ reconnected: everOpened && !resuming, openedAt: coveredSince });
      everOpened = true;
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      // Aborting the request ends the body in browsers; cancelling ends the pending read everywhere.
      const cancelRead = () => void reader.cancel().catch(() => undefined);
      attempt.signal.addEventListener('abort', cancelRead);
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          stillAlive();
          for (const message of parser.push(decoder.decode(value, { stream: true }))) {
            if (message.event === LIVE_RESYNC_EVENT) {
              // The gap was too old for the server's log: the pages read everything again.
              coveredSince = openedAt;
              onOpen?.({ reconnected: true, openedAt });
              continue;
            }
            const event = parseLiveEventData(message.data);
            if (event) deliver(event);
          }
          serverRetryMs = parser.retryMs ?? serverRetryMs;
          lastEventId = parser.lastId ?? lastEventId;
        }
      } catch {
        // A dropped link: handled below like a clean end of stream.
      } finally {
        attempt.signal.removeEventListener('abort', cancelRead);
        cancelRead();
      }
      failures = Date.now() - openedAt >= STABLE_AFTER_MS ? 0 : failures + 1;
      return true;
    } catch {
      failures += 1;
      return true;
    } finally {
      clearTimeout(idleTimer);
      stopper.signal.removeEventListener('abort', abortAttempt);
    }
  }

  async function run(): Promise<void> {
    while (!stopper.signal.aborted) {
      const again = await follow();
      if (!again || stopper.signal.aborted) return;
      await pause(backoffMs(Math.max(failures - 1, 0), serverRetryMs), stopper.signal);
    }
  }

  void run();
  return () => stopper.abort();
}
