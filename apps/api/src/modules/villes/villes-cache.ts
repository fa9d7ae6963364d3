import { z } from 'zod';
import { villeDetailSchema } from '@comoe/shared/schemas/villes';
import type { Database } from '../../db/database.ts';
import { listVilles, type VilleItem } from './villes.repository.ts';

const villesSchema = z.array(villeDetailSchema);

/**
 * The city list is read on every home screen and changes a few times a year. It is kept in
 * memory for a short while, with its JSON answer ready: an edit on this process clears it at
 * once, an edit on another process shows within `ttlMs`.
 */
export class VillesCache {
  private value: { at: number; villes: Promise<VilleItem[]>; json?: Promise<Buffer> } | null = null;

  constructor(
    private readonly db: Database,
    readonly ttlMs = 30_000,
  ) {}

  list(now = Date.now()): Promise<VilleItem[]> {
    return this.current(now).villes;
  }

  /** The list as the route answers it: checked against its schema and encoded once, as the bytes sent. */
  json(now = Date.now()): Promise<Buffer> {
    const value = this.current(now);
    value.json ??= value.villes.then((villes) => Buffer.from(JSON.stringify(villesSchema.encode(villes))));
    return value.json;
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
