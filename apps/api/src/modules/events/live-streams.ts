import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { StreamNotice } from '../../lib/events/bus.ts';
import type { AuthUser } from '../../types.ts';
import { findStreamSessions } from './events.repository.ts';
import { LiveStream } from './live-stream.ts';
import { SessionBatch } from './session-batch.ts';

/** Design §12: streams per user, across processes; a newer one closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;
/** A stream announced this long ago and never ended is forgotten (its process may have died). */
const FORGET_AFTER_MS = 12 * 60 * 60_000;
/** Streams closed per turn of the event loop on shutdown (closeAll). */
const CLOSE_BATCH = 100;

type Known = { id: string; openedAt: number };

/**
 * The open streams of this process, and what every process announced through the bus: each
 * process keeps, per user, the streams open anywhere, in the same order, so all of them agree
 * on which are the oldest beyond five, and the process holding one of those closes it.
 */
export class LiveStreams {
  readonly #local = new Map<string, LiveStream>();
  readonly #known = new Map<number, Known[]>();
  readonly #process = randomUUID();
  #seq = 0;
  readonly #timer: NodeJS.Timeout;
  readonly #unsubscribe: Array<() => void>;
  readonly #delivered: ((type: string) => void) | undefined;
  readonly #sessions: SessionBatch;
  /** Set by closeAll(): the process is going away and keeps no new stream. */
  #closedWith: number | null = null;
  #closing: Promise<number> | null = null;

  constructor(private readonly app: FastifyInstance) {
    this.#sessions = new SessionBatch((ids) => findStreamSessions(app.db, ids), this.#onError);
    this.#unsubscribe = [
      app.events.subscribe((event, id) => {
        for (const s of this.#local.values()) s.deliver(event, id);
      }),
      app.events.subscribeNotices((notice) => this.#heard(notice)),
    ];
    this.#timer = setInterval(() => this.#checkAll(), app.config.streamCheckMs);
    this.#timer.unref();
    // Read at each scrape: opening and closing streams costs the metrics nothing.
    const metrics = app.metrics;
    metrics?.countOpenStreams(() => this.#local.size);
    this.#delivered = metrics ? (type) => metrics.eventDelivered(type) : undefined;
  }

  /** @param lastEventId the last event id the client saw, when it comes back after a drop. */
  open(user: AuthUser, res: ServerResponse, lastEventId: string | null): LiveStream {
    const stream = new LiveStream(
      `${this.#process}:${++this.#seq}`,
      user,
      res,
      {
        readSession: () => this.#sessions.read(user.id),
        since: (lastId) => this.app.events.since(lastId),
        onEnd: (s) => this.#ended(s),
        onError: this.#onError,
        onDelivered: this.#delivered,
      },
      this.app.events.position(),
      lastEventId,
    );
    if (this.#closedWith !== null) {
      // Its session check was under way when the process began to close: kept, it would hear no
      // event (the bus is left) and hold the shutdown until its timeout. It comes back elsewhere.
      stream.endWithRetry(this.#closedWith, { closeConnection: true });
      return stream;
    }
    this.#local.set(stream.id, stream);
    this.#announce('ouvert', stream);
    return stream;
  }

  /**
   * When the process goes away: open streams never go idle, the server would wait on them. Each
   * is told to come back after `retryMs`, to another process behind the balancer, from its last
   * id. Closed `CLOSE_BATCH` at a time with a turn of the event loop between: 1,500 streams at
   * once held the loop for two seconds under load, and the requests under way with it. Called
   * again, it answers the same closing.
   * @returns how many streams were closed.
   */
  closeAll({ retryMs }: { retryMs: number }): Promise<number> {
    this.#closing ??= this.#closeInBatches(retryMs);
    return this.#closing;
  }

  async #closeInBatches(retryMs: number): Promise<number> {
    // From now on a stream that opens is told to come back at once (open()).
    this.#closedWith = retryMs;
    clearInterval(this.#timer);
    const open = [...this.#local.values()];
    let closed = 0;
    for (let i = 0; i < open.length; i += CLOSE_BATCH) {
      if (i > 0) await new Promise((r) => setImmediate(r));
      // One that ended meanwhile (its client left, or it was evicted) keeps its connection.
      for (const s of open.slice(i, i + CLOSE_BATCH).filter((s) => !s.ended)) {
        s.endWithRetry(retryMs, { closeConnection: true });
        closed += 1;
      }
    }
    // Those still open heard every event until their turn; each resumes from its last id.
    for (const off of this.#unsubscribe) off();
    if (closed > 0)
      this.app.log.info({ flux: closed }, `arrêt : ${closed} flux en direct fermés, reconnexion demandée`);
    return closed;
  }

  #ended(stream: LiveStream): void {
    this.#local.delete(stream.id);
    this.#announce('ferme', stream);
  }

  #announce(kind: 'ouvert' | 'ferme', s: LiveStream): void {
    this.app.events
      .publish({ stream: { kind, userId: s.user.id, id: s.id, openedAt: s.openedAt } })
      .catch(this.#onError);
  }

  #heard({ stream: n }: StreamNotice): void {
    const list = (this.#known.get(n.userId) ?? []).filter((k) => k.id !== n.id);
    if (n.kind === 'ouvert') {
      list.push({ id: n.id, openedAt: n.openedAt });
      list.sort((a, b) => a.openedAt - b.openedAt || (a.id < b.id ? -1 : 1));
      while (list.length > MAX_STREAMS_PER_USER) {
        const oldest = list.shift()!;
        this.#local.get(oldest.id)?.evict();
      }
    }
    if (list.length > 0) this.#known.set(n.userId, list);
    else this.#known.delete(n.userId);
  }

  #checkAll(): void {
    for (const s of this.#local.values()) s.check();
    const before = Date.now() - FORGET_AFTER_MS;
    for (const [userId, list] of this.#known) {
      const kept = list.filter((k) => k.openedAt >= before || this.#local.has(k.id));
      if (kept.length > 0) this.#known.set(userId, kept);
      else this.#known.delete(userId);
    }
  }

  readonly #onError = (err: unknown) => this.app.log.error({ err }, 'flux en direct');
}
