import { z } from 'zod';
import { publicEntrepriseSchema } from '@comoe/shared/schemas/entreprises';
import type { Database } from '../../db/database.ts';
import { prepare, type PreparedAnswer } from '../../lib/prepared-answer.ts';
import { listEntreprisesOfVille } from './catalog.repository.ts';

const listSchema = z.array(publicEntrepriseSchema);

/**
 * A city's businesses, the first list of every client's visit. Kept per city, checked against
 * the schema and serialized, for `ttlMs`: any edit of a business or of its menu on this process
 * clears them all (a handful of cities), an edit on another process shows within `ttlMs`; a
 * new rating too. Like the menu, a display only: checkout reads the database.
 */
export class VilleEntreprisesCache {
  private readonly entries = new Map<
    number,
    { at: number; json: Promise<PreparedAnswer>; ready?: PreparedAnswer }
  >();
  /** Kept past their time: an unchanged list reuses its ETag and compressed forms. */
  private readonly last = new Map<number, PreparedAnswer>();

  constructor(
    private readonly db: Database,
    readonly ttlMs = 5_000,
  ) {}

  answer(villeId: number, now = Date.now()): Promise<PreparedAnswer> {
    const entry = this.entries.get(villeId);
    if (entry && now - entry.at <= this.ttlMs) return entry.json;
    const fresh: { at: number; json: Promise<PreparedAnswer>; ready?: PreparedAnswer } = {
      at: now,
      json: listEntreprisesOfVille(this.db, villeId).then((list) => {
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
  answerNow(villeId: number, now = Date.now()): PreparedAnswer | undefined {
    const entry = this.entries.get(villeId);
    return entry && now - entry.at <= this.ttlMs ? entry.ready : undefined;
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
