/** What the session check reads of an account on every signed-in request. */
export interface SessionRow {
  id: number;
  role: string;
  statut: string;
  tokenVersion: number;
}

const MAX_ACCOUNTS = 50_000;

/**
 * The session check's reads, kept per account so that a signed-in request costs no database
 * round trip while nothing changed. Whatever changes an account's status, role, token version
 * or existence calls `forget` after its transaction (every process hears it through the event
 * bus: `AccountSessions` in plugins/auth.ts); `ttlMs` bounds what a lost message, or a change
 * made outside the app, can leave behind.
 */
export class AccountCache {
  readonly #rows = new Map<number, { at: number; row: SessionRow | null }>();
  /** Raised by every `forget`: a read that began before it may hold the old row and is not kept. */
  #generation = 0;

  constructor(
    private readonly read: (id: number) => Promise<SessionRow | undefined>,
    readonly ttlMs = 60_000,
  ) {}

  /** The kept row while it is current (null: no such account), undefined when it must be read. */
  peek(id: number, now = Date.now()): SessionRow | null | undefined {
    const hit = this.#rows.get(id);
    return hit && now - hit.at <= this.ttlMs ? hit.row : undefined;
  }

  async get(id: number, now = Date.now()): Promise<SessionRow | null> {
    const hit = this.peek(id, now);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const row = (await this.read(id)) ?? null;
    if (this.ttlMs > 0 && generation === this.#generation) {
      this.#rows.delete(id);
      if (this.#rows.size >= MAX_ACCOUNTS) this.#rows.delete(this.#rows.keys().next().value!);
      this.#rows.set(id, { at: now, row });
    }
    return row;
  }

  forget(id: number): void {
    this.#generation++;
    this.#rows.delete(id);
  }

  /** Every account is read again: changes may have been made without this process hearing. */
  forgetAll(): void {
    this.#generation++;
    this.#rows.clear();
  }
}
