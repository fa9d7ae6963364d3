import { z } from 'zod';
import { produitSchema } from '@comoe/shared/schemas/entreprises';
import type { Database } from '../../db/database.ts';
import { prepare, type PreparedAnswer } from '../../lib/prepared-answer.ts';
import { isListed, listMenu } from './catalog.repository.ts';

const menuSchema = z.array(produitSchema);

/** Businesses whose menu is kept; the least recently read one leaves first. */
const MAX_MENUS = 2_000;

type Entry = { at: number; json: Promise<PreparedAnswer | null>; answer?: PreparedAnswer | null };

/**
 * A menu is read by every client who opens the business, and changes when its owner edits it.
 * Each one is kept in memory, already checked against the schema and encoded as the bytes sent, for
 * `ttlMs`:
 * an edit on this process calls `clear` and shows at once, an edit on another one within `ttlMs`.
 * The menu is only a display: checkout reads prices and availability from the database.
 */
export class MenuCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly db: Database,
    readonly ttlMs = 5_000,
    /** Called with every `clear`: lists that show the business (its city's) go too. */
    private readonly onClear: () => void = () => undefined,
  ) {}

  /** The menu as sent, or null when the business does not exist or is not listed to clients. */
  answer(entrepriseId: number, now = Date.now()): Promise<PreparedAnswer | null> {
    const entry = this.entries.get(entrepriseId);
    if (entry && now - entry.at <= this.ttlMs) {
      // Read again: move to the back of the eviction order.
      this.entries.delete(entrepriseId);
      this.entries.set(entrepriseId, entry);
      return entry.json;
    }
    // An unchanged menu keeps its ETag and compressed forms from the previous entry.
    const json = this.read(entrepriseId, entry);
    if (this.ttlMs > 0) {
      this.entries.delete(entrepriseId);
      if (this.entries.size >= MAX_MENUS) this.entries.delete(this.entries.keys().next().value!);
      const fresh: Entry = { at: now, json };
      this.entries.set(entrepriseId, fresh);
      void json.then(
        (answer) => (fresh.answer = answer),
        () => undefined,
      );
      // Neither a failed read nor an unknown business is kept: the next call asks the database again.
      const forget = () => {
        if (this.entries.get(entrepriseId)?.json === json) this.entries.delete(entrepriseId);
      };
      json.then((value) => value === null && forget(), forget);
    }
    return json;
  }

  /**
   * A listed business's menu without waiting (nor moving it in the eviction order): undefined
   * when it is still to be read, or the business is not listed.
   */
  answerNow(entrepriseId: number, now = Date.now()): PreparedAnswer | undefined {
    const entry = this.entries.get(entrepriseId);
    return entry && now - entry.at <= this.ttlMs ? (entry.answer ?? undefined) : undefined;
  }

  /** After an edit of the menu (products, sections) or of the business itself (its listing). */
  clear(entrepriseId?: number): void {
    this.onClear();
    if (entrepriseId === undefined) this.entries.clear();
    else this.entries.delete(entrepriseId);
  }

  private async read(entrepriseId: number, previous: Entry | undefined): Promise<PreparedAnswer | null> {
    if (!(await isListed(this.db, entrepriseId))) return null;
    const json = JSON.stringify(menuSchema.encode(await listMenu(this.db, entrepriseId)));
    return prepare(json, previous?.answer);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    menus: MenuCache;
  }
}
