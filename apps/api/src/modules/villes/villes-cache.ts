import { z } from 'zod';
import { villeDetailSchema } from '@comoe/shared/schemas/villes';
import { citySlug } from '@comoe/shared/text';
import type { Database } from '../../db/database.ts';
import { prepare, type PreparedAnswer } from '../../lib/prepared-answer.ts';
import { listVilles, type VilleItem } from './villes.repository.ts';

const villesSchema = z.array(villeDetailSchema);
const MAX_WRITTEN_NAMES = 200;

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
    /** What the two promises above gave, once they have: read without waiting. */
    ready?: {
      answer?: PreparedAnswer;
      bySlug?: Map<string, VilleItem>;
      asWritten?: Map<string, VilleItem | null>;
    };
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
    value.bySlug ??= value.villes.then((villes) => {
      const bySlug = new Map(villes.map((v) => [citySlug(v.nom), v]));
      value.ready = { ...value.ready, bySlug, asWritten: new Map() };
      return bySlug;
    });
    return (await value.bySlug).get(citySlug(slug));
  }

  /** `bySlug` without waiting: undefined when the list is still to be read (or has no such city). */
  bySlugNow(name: string, now = Date.now()): VilleItem | undefined {
    const ready = this.fresh(now)?.ready;
    if (!ready?.bySlug || !ready.asWritten) return undefined;
    let ville = ready.asWritten.get(name);
    if (ville === undefined) {
      ville = ready.bySlug.get(citySlug(name)) ?? null;
      // The few ways paths write a city ('bassam', 'Bassam'…), kept: no Unicode work per request.
      if (ready.asWritten.size < MAX_WRITTEN_NAMES) ready.asWritten.set(name, ville);
    }
    return ville ?? undefined;
  }

  /** `answer` without waiting: undefined when it is still to be made. */
  answerNow(now = Date.now()): PreparedAnswer | undefined {
    return this.fresh(now)?.ready?.answer;
  }

  /** The list as the route answers it: checked against its schema and serialized once. */
  answer(now = Date.now()): Promise<PreparedAnswer> {
    const value = this.current(now);
    value.answer ??= value.villes.then((villes) => {
      const answer = prepare(JSON.stringify(villesSchema.encode(villes)), this.lastAnswer);
      this.lastAnswer = answer;
      value.ready = { ...value.ready, answer };
      return answer;
    });
    return value.answer;
  }

  clear(): void {
    this.value = null;
  }

  private fresh(now: number) {
    return this.value && now - this.value.at < this.ttlMs ? this.value : null;
  }

  private current(now: number) {
    if (!this.value || now - this.value.at >= this.ttlMs) {
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

declare module 'fastify' {
  interface FastifyInstance {
    villes: VillesCache;
  }
}
