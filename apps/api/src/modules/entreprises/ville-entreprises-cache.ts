import { z } from 'zod';
import { publicEntrepriseSchema, type PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import type { Database } from '../../db/database.ts';
import { prepare, type PreparedAnswer } from '../../lib/prepared-answer.ts';
import { listEntreprisesOfVille } from './catalog.repository.ts';

const listSchema = z.array(publicEntrepriseSchema);

type Entry = { at: number; until: number; json: Promise<PreparedAnswer>; ready?: PreparedAnswer };

/** The first moment one of these businesses opens, closes or ends its pause. */
function nextChange(list: readonly PublicEntreprise[]): number {
  let next = Infinity;
  for (const e of list) if (e.prochainChangement) next = Math.min(next, Date.parse(e.prochainChangement.at));
  return next;
}

/**
 * A city's businesses, the first list of every client's visit. Kept per city, checked against
 * the schema and serialized, for `ttlMs`: any edit of a business or of its menu on this process
 * clears them all (a handful of cities), an edit on another process shows within `ttlMs`; a
 * new rating too. Whether each business is open is computed when the list is read, and the list
 * is kept no later than the first opening, closing or end of pause it shows: a range that starts
 * or a pause that ends is never served stale. Like the menu, a display only: checkout reads the
 * database.
 */
export class VilleEntreprisesCache {
  private readonly entries = new Map<number, Entry>();
  /** Kept past their time: an unchanged list reuses its ETag and compressed forms. */
  private readonly last = new Map<number, PreparedAnswer>();

  constructor(
    private readonly db: Database,
    readonly ttlMs = 5_000,
    private readonly clock: () => number = Date.now,
  ) {}

  private fresh(entry: Entry | undefined, now: number): entry is Entry {
    return !!entry && now - entry.at <= this.ttlMs && now < entry.until;
  }

  answer(villeId: number, now = this.clock()): Promise<PreparedAnswer> {
    const entry = this.entries.get(villeId);
    if (this.fresh(entry, now)) return entry.json;
    const fresh: Entry = {
      at: now,
      until: Infinity,
      json: listEntreprisesOfVille(this.db, villeId, now).then((list) => {
        fresh.until = nextChange(list);
        const answer = prepare(JSON.stringify(listSchema.encode(list)), this.last.get(villeId));
        this.last.set(villeId, answer);
        fresh.ready = answer;
        return answer;
      }),
    };
    const { json } = fresh;
    if (this.ttlMs > 0) {
      this.entries.set(villeId, fresh);
      // A failed read is not kept.
      json.catch(() => {
        if (this.entries.get(villeId)?.json === json) this.entries.delete(villeId);
      });
    }
    return json;
  }

  /** `answer` without waiting: undefined when it is still to be read. */
  answerNow(villeId: number, now = this.clock()): PreparedAnswer | undefined {
    const entry = this.entries.get(villeId);
    return this.fresh(entry, now) ? entry.ready : undefined;
  }

  clear(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A city's listed businesses, serialized. */
    villeEntreprises: VilleEntreprisesCache;
  }
}
