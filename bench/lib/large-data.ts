import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/db/seed/demo.ts';
import { createDiskStore } from '../../apps/api/src/lib/file-store/disk-store.ts';
import {
  generateLargeDataset,
  LARGE_DATASET_VERSION,
  type LargeDatasetSize,
} from '../../apps/api/src/db/seed/large.ts';

/** Written last: a folder without it was interrupted and is built again. */
const MARKER = 'bench-large.json';
/** What a data folder of ours holds; a folder with anything else is someone else's and never erased. */
const OWN_ENTRIES = new Set([
  'comoe.sqlite',
  'comoe.sqlite-wal',
  'comoe.sqlite-shm',
  'uploads',
  'jwt-secret',
  'vapid.json',
  MARKER,
]);

interface Marker {
  size: LargeDatasetSize;
  /** The generator's version: a set built by an older one is built again. */
  version?: number;
  builtAt: string;
  buildSeconds: number;
}

function readMarker(dir: string): Marker | null {
  const file = join(dir, MARKER);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Marker;
  } catch {
    return null;
  }
}

function sameSize(a: LargeDatasetSize, b: LargeDatasetSize): boolean {
  return (Object.keys(b) as Array<keyof LargeDatasetSize>).every((k) => a[k] === b[k]);
}

function clearOwnFolder(dir: string): void {
  if (!existsSync(dir)) return;
  const foreign = readdirSync(dir).filter((name) => !OWN_ENTRIES.has(name));
  if (foreign.length > 0) {
    throw new Error(
      `${dir} contient d'autres fichiers (${foreign.slice(0, 3).join(', ')}) : choisissez un autre BENCH_LARGE_DIR.`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The demo data plus `generateLargeDataset` in `dir`, built once: a later run finds the
 * marker of the same size and generator version and reuses the folder as it is (the app's
 * migrations still run on start). Another size or version, or an interrupted build, starts
 * again from an empty folder.
 */
export async function ensureLargeDataset(
  dir: string,
  size: LargeDatasetSize,
  log: (msg: string) => void,
): Promise<Marker & { reused: boolean }> {
  const marker = readMarker(dir);
  if (marker && marker.version === LARGE_DATASET_VERSION && sameSize(marker.size, size)) {
    return { ...marker, reused: true };
  }

  clearOwnFolder(dir);
  mkdirSync(join(dir, 'uploads'), { recursive: true });
  const started = performance.now();
  const database = createDatabase({ dataDir: dir });
  try {
    await migrateToLatest(database.db);
    // The generator needs the cities; the demo accounts come along.
    await seedDemoIfEmpty(database.db, createDiskStore(dir));
    await generateLargeDataset(database.db, size, log);
  } finally {
    await database.close();
  }
  const built: Marker = {
    size,
    version: LARGE_DATASET_VERSION,
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((performance.now() - started) / 1000),
  };
  writeFileSync(join(dir, MARKER), `${JSON.stringify(built, null, 2)}\n`);
  return { ...built, reused: false };
}
