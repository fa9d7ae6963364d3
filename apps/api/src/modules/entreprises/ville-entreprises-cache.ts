import { z } from 'zod';
import { publicEntrepriseSchema } from '@comoe/shared/schemas/entreprises';
import type { Database } from '../../db/database.ts';
import { listEntreprisesOfVille } from './catalog.repository.ts';

const listSchema = z.array(publicEntrepriseSchema);

/**
 * A city's businesses, the first list of every client's visit. Kept per city, checked against
 * the schema and serialized, for `ttlMs`: any edit of a business or of its menu on this process
 * clears them all (a handful of cities), an edit on another process shows within `ttlMs`; a
 * new rating too. Like the menu, a display only: checkout reads the database.
 */
export class VilleEntreprisesCache {
  private readonly entries = new Map<number, { at: number; json: Promise<Buffer> }>();

  constructor(
    private readonly db: Database,
    readonly ttlMs = 5_000,
  ) {}

  json(villeId: number, now = Date.now()): Promise<Buffer> {
    const entry = this.entries.get(villeId);
    if (entry && now - entry.at <= this.ttlMs) return entry.json;
    const json = listEntreprisesOfVille(this.db, villeId).then((list) =>
      Buffer.from(JSON.stringify(listSchema.encode(list))),
    );
    if (this.ttlMs > 0) {
      this.entries.set(villeId, { at: now, json });
      // A failed read is not kept.
      json.catch(() => {
        if (this.entries.get(villeId)?.json === json) this.entries.delete(villeId);
      });
    }
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
