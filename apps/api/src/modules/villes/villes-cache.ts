import type { Database } from '../../db/database.ts';
import { listVilles, type VilleItem } from './villes.repository.ts';

/**
 * The city list is read on every home screen and changes a few times a year. It is kept in
 * memory for a short while: an edit on this process clears it at once, an edit on another
 * process shows within `ttlMs`.
 */
export class VillesCache {
  private value: { at: number; villes: Promise<VilleItem[]> } | null = null;

  constructor(
    private readonly db: Database,
    readonly ttlMs = 30_000,
  ) {}

  list(now = Date.now()): Promise<VilleItem[]> {
    if (!this.value || now - this.value.at > this.ttlMs) {
      const villes = listVilles(this.db);
      this.value = { at: now, villes };
      // A failed read is not kept: the next call asks the database again.
      villes.catch(() => {
        if (this.value?.villes === villes) this.value = null;
      });
    }
    return this.value.villes;
  }

  clear(): void {
    this.value = null;
  }
}
