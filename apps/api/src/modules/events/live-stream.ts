import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@comoe/shared/events';
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

/**
 * One open `GET /api/events` answer. Events are written one after the other, each once the
 * session was read again: a password change, a deactivation or a change of availability or
 * city is seen by the next event, whichever process made it.
 */
export class LiveStream {
  readonly openedAt = Date.now();
  #queue: Promise<void> = Promise.resolve();
  #ended = false;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(
    readonly id: string,
    readonly user: AuthUser,
    private readonly res: ServerResponse,
    private readonly readSession: () => Promise<StreamSession | undefined>,
    private readonly onEnd: (stream: LiveStream) => void,
    private readonly onError: (err: unknown) => void,
  ) {
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), HEARTBEAT_MS);
    res.on('close', () => this.end());
  }

  get ended(): boolean {
    return this.#ended;
  }

  deliver(event: LiveEvent): void {
    if (!mayConcern(this.user, event)) return;
    this.#then(async () => {
      const s = await this.readSession();
      if (!sessionAlive(this.user, s)) {
        // Said before closing, so the page signs out at once instead of on its next call.
        if (event.data.type === 'session.fin')
          this.#write(`event: session.fin\ndata: ${JSON.stringify(event.data)}\n\n`);
        return this.end();
      }
      if (concerns(this.user, s, event)) {
        this.#write(`event: ${event.data.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      }
    });
  }

  /** The periodic check: a session that ended ends its stream, even if no event comes. */
  check(): void {
    this.#then(async () => {
      if (!sessionAlive(this.user, await this.readSession())) this.end();
    });
  }

  /** Closed to make room for the user's newer streams. */
  evict(): void {
    this.#write(`retry: ${EVICTED_RETRY_MS}\n\n`);
    this.end();
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#heartbeat);
    if (!this.res.writableEnded) this.res.end();
    this.onEnd(this);
  }

  #then(work: () => Promise<void>): void {
    this.#queue = this.#queue.then(() => (this.#ended ? undefined : work())).catch(this.onError);
  }

  #write(chunk: string): void {
    if (!this.#ended && !this.res.writableEnded) this.res.write(chunk);
  }
}
