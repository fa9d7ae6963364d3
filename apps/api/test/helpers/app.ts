import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDatabase, type Database, type DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { startS3Server } from './s3-server.ts';

/** `TEST_STORE=postgres` (set by the test script when TEST_DATABASE_URL is given) runs on PostgreSQL. */
export const store = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** `TEST_FILES=s3`: every app keeps its files in a bucket of its own, on an S3 server the test starts. */
export const fileStoreKind = process.env.TEST_FILES === 's3' ? 's3' : 'disk';

async function bucketFor(): Promise<{ env: Record<string, string>; close: () => Promise<void> } | null> {
  if (fileStoreKind !== 's3') return null;
  const server = await startS3Server();
  const bucket = `comoe-test-${randomBytes(4).toString('hex')}`;
  await server.createBucket(bucket);
  return { env: server.env(bucket), close: server.close };
}

export type Headers = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

async function createPgSchema(url: string): Promise<string> {
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql.raw(`create schema ${schema}`).execute(admin);
  await admin.destroy();
  return schema;
}

async function dropPgSchema(url: string, schema: string): Promise<void> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin);
  await admin.destroy();
}

/** What a test may pass to buildApp besides the config and the database. */
export type TestBuildOptions = Pick<BuildOptions, 'pushAgent' | 'clock' | 'logger'>;

/**
 * Kysely's migrator looks its tables up across every schema of the database; another test file
 * dropping its own schema at that moment makes the lookup fail on a table that just vanished.
 * That is the test run's doing (one schema per file, dropped in parallel), so the lookup is tried
 * again; nothing of our migrations has run by then.
 */
async function migrateWhileOthersDrop(db: DatabaseHandle['db']): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db);
      return;
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      const vanished = code === '42P01' || code === '3F000';
      if (!vanished || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/**
 * A whole app on a fresh, migrated, empty database (a temp SQLite file or a new PostgreSQL schema).
 * Its sweeper does not run on a timer (`sweepIntervalMs: 0`): tests call `app.sweeper.sweepOnce`.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  build: TestBuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comoe-test-'));
  const url = store === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (store === 'postgres' && !url) throw new Error('TEST_STORE=postgres demande TEST_DATABASE_URL');
  const schema = url ? await createPgSchema(url) : undefined;
  const bucket = await bucketFor();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      ...bucket?.env,
    },
    { databaseUrl: url, villesCacheMs: 0, menuCacheMs: 0, sweepIntervalMs: 0, ...overrides },
  );
  const database = createDatabase({ dataDir, databaseUrl: url, ...(schema ? { pgSchema: schema } : {}) });
  await migrateWhileOthersDrop(database.db);
  const app = await buildApp({ config, database, logger: false, ...build });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (url && schema) await dropPgSchema(url, schema);
      await bucket?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh app and what `build` puts in its database (a marketplace, a business world…), for a
 * file's `beforeAll`: `({ t, w } = await appWith(businessWorld))`. The file closes `t` in `afterAll`.
 */
export async function appWith<W>(
  build: (app: FastifyInstance, db: Database, t: TestApp) => Promise<W> | W,
  overrides: Partial<Config> = {},
  options: TestBuildOptions = {},
): Promise<{ t: TestApp; w: W }> {
  const t = await buildTestApp(overrides, options);
  return { t, w: await build(t.app, t.database.db, t) };
}

/** A second API process on the same database (as behind a load balancer), with its own bus. */
export async function buildSibling(
  t: TestApp,
  overrides: Partial<Config> = {},
  build: TestBuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...overrides },
    database: t.database,
    logger: false,
    ...build,
  });
  await app.ready();
  return app;
}

/** The answer is a refusal with this status and only this French message. */
export function expectRefusal(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message });
}
