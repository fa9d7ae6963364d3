// @stores sqlite: the order of the migrations does not depend on the store
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest, nameComparator, pendingMigrations } from '../src/db/migrate.ts';

// Every start migrates: Kysely's default order (localeCompare) loaded ICU's collation data into
// the serving process for good (bench:start, RSS at rest).

const dataDir = mkdtempSync(join(tmpdir(), 'comoe-migration-order-'));
const database = createDatabase({ dataDir });
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the migrations', () => {
  it('keep the order localeCompare gave them, without collating', async () => {
    const names = await pendingMigrations(database.db);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort(nameComparator)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual([...names].sort(nameComparator));
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    try {
      await migrateToLatest(database.db);
      await migrateToLatest(database.db);
      expect(collate).not.toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
    expect(await pendingMigrations(database.db)).toEqual([]);
  });
});
