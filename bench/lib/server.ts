import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/db/seed/demo.ts';
import type { S3Settings } from '../../apps/api/src/lib/file-store/s3-store.ts';

/** Load tests only ever target this address. */
export const BENCH_HOST = '127.0.0.1';

export interface BenchServer {
  baseUrl: string;
  webDist: string;
  /** The app's own database handle: benches read it to check what the load left behind. */
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export interface StartOptions {
  /** Folder of the built web app; the app's default (apps/web/dist) otherwise. */
  webDist?: string;
  /** Bench-only additions (e.g. a bare route, tokens signed by the app), made before the app listens. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** An existing data folder (e.g. the large data set); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Leave the data folder in place on close; by default only a folder given in `dataDir` is kept. */
  keep?: boolean;
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  /** Files in this bucket instead of the data folder (bench:files). */
  s3?: S3Settings;
}

/**
 * The real app as `npm start` runs it (production mode, embedded SQLite, demo seed), on a
 * fresh temporary data folder and a free port, silent, and with a rate limit the load
 * generator cannot reach (it would otherwise measure 429 answers).
 */
export async function startServer(opts: StartOptions = {}): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'comoe-bench-'));
  const keep = opts.keep ?? opts.dataDir !== undefined;
  const erase = () => {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  const seed = opts.seed ?? true;
  // The bench measures the embedded mode, whatever the shell exports.
  const { DATABASE_URL: _db, REDIS_URL: _redis, JWT_SECRET: _secret, ...env } = process.env;
  const config = loadConfig(
    { ...env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: String(seed) },
    {
      jwtSecret: randomBytes(48),
      rateLimitPerMinute: 1e9,
      host: BENCH_HOST,
      port: 0,
      // A kept data set (the large one) must read the same on every run: no automatic cancellations.
      ...(opts.dataDir !== undefined ? { sweepIntervalMs: 0 } : {}),
      ...(opts.webDist ? { webDist: opts.webDist } : {}),
      ...(opts.s3 ? { s3: opts.s3 } : {}),
    },
  );
  const database = createDatabase({ dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ config, database });
    if (seed) await seedDemoIfEmpty(database.db, app.fileStore);
    await opts.beforeListen?.(app);
    await app.listen({ host: BENCH_HOST, port: 0 });
  } catch (err) {
    await app?.close();
    await database.close();
    erase();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const listening = app;
  return {
    baseUrl: `http://${BENCH_HOST}:${port}`,
    webDist: config.webDist,
    database,
    close: async () => {
      await listening.close();
      await database.close();
      erase();
    },
  };
}
