import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@comoe/shared/events';
import { LIVE_RESYNC_DATA, LIVE_RESYNC_EVENT } from '@comoe/shared/live-resync';
import { compareEventIds } from '../../lib/events/event-ids.ts';
import type { Catchup, LoggedEvent } from '../../lib/events/event-log.ts';
import type { AuthUser } from '../../types.ts';
import type { StreamSession } from './events.repository.ts';

const HEARTBEAT_MS = 25_000;
/** Told to a stream closed to make room for a newer one: do not come back at once. */
const EVICTED_RETRY_MS = 30_000;

/** The session still stands: active account, same token version as when the stream opened. */
export function sessionAlive(user: AuthUser, s: StreamSession | undefined): s is StreamSession {
  return s !== undefined && s.statut === 'ACTIF' && s.tokenVersion === user.tokenVersion;
}

/** Might the event be for this user? Answered without the database: most events are not. */
export function mayConcern(user: AuthUser, event: LiveEvent): boolean {
  return (
    (event.audience.users?.includes(user.id) ?? false) ||
    (event.audience.couriersOfVille !== undefined && user.role === 'LIVREUR') ||
    (event.audience.admins === true && user.role === 'ADMIN')
  );
}

/** Design §6: the user's own events; new missions to the available couriers of the city only. */
export function concerns(user: AuthUser, s: StreamSession, event: LiveEvent): boolean {
  if (event.audience.users?.includes(user.id)) return true;
  if (event.audience.admins === true && user.role === 'ADMIN') return true;
  const ville = event.audience.couriersOfVille;
  return ville !== undefined && user.role === 'LIVREUR' && s.disponible === true && s.villeId === ville;
}

/** What a stream needs from its registry: its user's session, and the shared log. */
export interface StreamSources {
  readSession: () => Promise<StreamSession | undefined>;
  since: (lastId: string) => Promise<Catchup>;
  onEnd: (stream: LiveStream) => void;
  onError: (err: unknown) => void;
  /** Counts each event written, by type (the metrics; absent when they are off). */
  onDelivered?: (type: string) => void;
}

/**
 * One open `GET /api/events` answer. Events are written one after the other, each once the
 * session was read again: a password change, a deactivation or a change of availability or
 * city is seen by the next event, whichever process made it.
 *
 * Each event goes out with its id. A stream that comes back with the last id its client saw
 * (`Last-Event-ID`) first gets what it missed from the shared log, through the same rules as
 * live events, then live events: those that arrived meanwhile wait in the queue behind the
 * replay, and any the replay already wrote are skipped by id.
 */
export class LiveStream {
  readonly openedAt = Date.now();
  #queue: Promise<void> = Promise.resolve();
  #ended = false;
  readonly #heartbeat: NodeJS.Timeout;
  /** The id the client holds: every event up to it was written, or was not for this user. */
  #cursor: string;
  /** The last event this process heard, for this user or not; the heartbeat moves the client to it. */
  #heard: string;

  /**
   * @param position where this process's events stand now: a new stream takes what comes after.
   * @param lastEventId the id the client saw last before a drop, if it came back.
   */
  constructor(
    readonly id: string,
    readonly user: AuthUser,
    private readonly res: ServerResponse,
    private readonly sources: StreamSources,
    position: string,
    lastEventId: string | null,
  ) {
    this.#cursor = position;
    this.#heard = position;
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    res.on('close', () => this.end());
    if (lastEventId === null) this.#write(`id: ${position}\n\n`);
    else this.#then(() => this.#catchUp(lastEventId));
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Called for every live event of the process, in id order. */
  deliver(event: LiveEvent, id: string): void {
    this.#heard = id;
    if (!mayConcern(this.user, event)) return;
    this.#then(async () => {
      // Already written by the replay this stream began with.
      if (compareEventIds(id, this.#cursor) <= 0) return;
      await this.#send([{ id, event }]);
      this.#cursor = id;
    });
  }

  /** The periodic check: a session that ended ends its stream, even if no event comes. */
  check(): void {
    this.#then(async () => {
      if (!sessionAlive(this.user, await this.sources.readSession())) this.end();
    });
  }

  /** Closed to make room for the user's newer streams. */
  evict(): void {
    this.endWithRetry(EVICTED_RETRY_MS);
  }

  /**
   * Ends the stream telling the browser when to come back; it resumes from its last id. On
   * shutdown its connection closes too: a balancer would keep it open for its next request, and
   * the server would wait for it (SHUTDOWN_TIMEOUT_MS) before it can exit.
   */
  endWithRetry(retryMs: number, { closeConnection = false } = {}): void {
    // Taken before the answer ends: a finished answer may already have let go of its socket.
    const socket = this.res.socket;
    this.#write(`retry: ${retryMs}\n\n`);
    this.end();
    // After what was written: the socket sends it, then closes.
    if (closeConnection) socket?.end();
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#heartbeat);
    if (!this.res.writableEnded) this.res.end();
    this.sources.onEnd(this);
  }

  async #catchUp(lastEventId: string): Promise<void> {
    const missed = await this.sources.since(lastEventId);
    if (missed.kind === 'resync') {
      this.#write(
        `id: ${this.#cursor}\nevent: ${LIVE_RESYNC_EVENT}\ndata: ${JSON.stringify(LIVE_RESYNC_DATA)}\n\n`,
      );
      return;
    }
    await this.#send(missed.events);
    if (compareEventIds(missed.until, this.#cursor) > 0) this.#cursor = missed.until;
    this.#write(`id: ${this.#cursor}\n\n`);
  }

  /**
   * The one way events reach the client, live or replayed: the session read again once, then each
   * event this user may see, with its id.
   */
  async #send(events: readonly LoggedEvent[]): Promise<void> {
    const mine = events.filter(({ event }) => mayConcern(this.user, event));
    if (mine.length === 0) return;
    const s = await this.sources.readSession();
    if (!sessionAlive(this.user, s)) {
      // Said before closing, so the page signs out at once instead of on its next call.
      const fin = mine.find(({ event }) => event.data.type === 'session.fin');
      if (fin) this.#write(`id: ${fin.id}\nevent: session.fin\ndata: ${JSON.stringify(fin.event.data)}\n\n`);
      return this.end();
    }
    for (const { id, event } of mine) {
      if (concerns(this.user, s, event)) {
        this.#write(`id: ${id}\nevent: ${event.data.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
        this.sources.onDelivered?.(event.data.type);
      }
    }
  }

  /**
   * Keeps proxies from closing a quiet stream, and moves the client's id past the events that
   * were not for it, so that coming back after a long quiet spell is still within the log. Queued,
   * so it never says an id before the events up to it were written.
   */
  #beat(): void {
    const heard = this.#heard;
    this.#then(() => {
      if (compareEventIds(heard, this.#cursor) > 0) {
        this.#cursor = heard;
        this.#write(`id: ${heard}\n\n`);
      } else {
        this.#write(': ping\n\n');
      }
      return Promise.resolve();
    });
  }

  #then(work: () => Promise<void>): void {
    this.#queue = this.#queue.then(() => (this.#ended ? undefined : work())).catch(this.sources.onError);
  }

  #write(chunk: string): void {
    if (!this.#ended && !this.res.writableEnded) this.res.write(chunk);
  }
}
