import { z } from 'zod';
import { villeDetailSchema } from '@comoe/shared/schemas/villes';
import { citySlug } from '@comoe/shared/text';
import type { Database } from '../../db/database.ts';
import { prepare, type PreparedAnswer } from '../../lib/prepared-answer.ts';
import { listVilles, type VilleItem } from './villes.repository.ts';

const villesSchema = z.array(villeDetailSchema);

/**
 * The city list is read on every home screen and changes a few times a year. It is kept in
 * memory for a short while, with its JSON answer ready: an edit on this process clears it at
 * once, an edit on another process shows within `ttlMs`.
 */
export class VillesCache {
  private value: {
    at: number;
    villes: Promise<VilleItem[]>;
    answer?: Promise<PreparedAnswer>;
    bySlug?: Promise<Map<string, VilleItem>>;
  } | null = null;
  private lastAnswer: PreparedAnswer | null = null;

  constructor(
    private readonly db: Database,
    readonly ttlMs = 30_000,
  ) {}

  list(now = Date.now()): Promise<VilleItem[]> {
    return this.current(now).villes;
  }

  /** The city a path names ('/city/adiake'), by its slug: worked out once per list, not per request. */
  async bySlug(slug: string, now = Date.now()): Promise<VilleItem | undefined> {
    const value = this.current(now);
    value.bySlug ??= value.villes.then((villes) => new Map(villes.map((v) => [citySlug(v.nom), v])));
    return (await value.bySlug).get(citySlug(slug));
  }

  /** The list as the route answers it: checked against its schema and serialized once. */
  answer(now = Date.now()): Promise<PreparedAnswer> {
    const value = this.current(now);
    value.answer ??= value.villes.then((villes) => {
      this.lastAnswer = prepare(JSON.stringify(villesSchema.encode(villes)), this.lastAnswer);
      return this.lastAnswer;
    });
    return value.answer;
  }

  clear(): void {
    this.value = null;
  }

  private current(now: number) {
    if (!this.value || now - this.value.at > this.ttlMs) {
      const villes = listVilles(this.db);
      this.value = { at: now, villes };
      // A failed read is not kept: the next call asks the database again.
      villes.catch(() => {
        if (this.value?.villes === villes) this.value = null;
      });
    }
    return this.value;
  }
}
