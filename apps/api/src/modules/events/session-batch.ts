import type { StreamSession } from './events.repository.ts';

/** Ids per query: well under what SQLite (32,766) and PostgreSQL accept as parameters. */
const MAX_IDS = 1000;

/**
 * Reads the sessions that the streams of this process ask for at the same moment in one query.
 * A mission event goes to every courier's stream, and each reads its session again before
 * writing it: 400 couriers were 400 queries per event, they are now one. A read asked after a
 * query started waits for the next one, so every read still sees what is committed after it
 * was asked.
 */
export class SessionBatch {
  #waiting = new Map<number, Array<(s: StreamSession | undefined) => void>>();
  #scheduled = false;

  constructor(
    private readonly readMany: (ids: number[]) => Promise<Map<number, StreamSession>>,
    private readonly onError: (err: unknown) => void,
  ) {}

  read(userId: number): Promise<StreamSession | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(userId) ?? [];
      waiting.push(resolve);
      this.#waiting.set(userId, waiting);
      if (!this.#scheduled) {
        this.#scheduled = true;
        // After this turn of the event loop: every stream the event reached has asked by then.
        setImmediate(() => void this.#flush().catch(reject));
      }
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#waiting;
    this.#waiting = new Map();
    this.#scheduled = false;
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += MAX_IDS) {
      const part = ids.slice(i, i + MAX_IDS);
      let found: Map<number, StreamSession>;
      try {
        found = await this.readMany(part);
      } catch (err) {
        // Each stream treats an unreadable session as ended, as when its own read failed.
        this.onError(err);
        found = new Map();
      }
      for (const id of part) for (const resolve of batch.get(id) ?? []) resolve(found.get(id));
    }
  }
}
