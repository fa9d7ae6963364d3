// What the three processes share: a fresh PostgreSQL database, a Redis database index with a
// channel of this run, and an S3 server with its bucket. Each piece registers its own undoing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3Server } from '../../../apps/api/test/helpers/s3-server.ts';
import type { Cleanup } from './cleanup.ts';

export interface SharedServices {
  databaseUrl: string;
  /** PostgreSQL's server processes serving this run's database now (for their processor time). */
  backendPids: () => Promise<number[]>;
  redisUrl: string;
  redisChannel: string;
  s3Env: Record<string, string>;
  bucket: string;
  /** A folder of this run under the system's temporary folder. */
  dir: string;
}

const PG_ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Not 0: the bench must not meet what a developer keeps in the default index. */
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function backendPids(database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export async function startSharedServices(cleanup: Cleanup): Promise<SharedServices> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'comoe-cluster-'));
  cleanup.add('dossier temporaire', () => rmSync(dir, { recursive: true, force: true }));

  const database = `bench_cluster_${run}`;
  await pgAdmin(`create database ${database}`);
  cleanup.add('base PostgreSQL', () => pgAdmin(`drop database if exists ${database} with (force)`));
  const databaseUrl = new URL(PG_ADMIN_URL);
  databaseUrl.pathname = `/${database}`;

  await flushRedis(REDIS_URL);
  cleanup.add('index Redis', () => flushRedis(REDIS_URL));

  const s3 = await startS3Server();
  cleanup.add('serveur S3', () => s3.close());
  const bucket = `comoe-cluster-${run.replace(/_/g, '-')}`;
  await s3.createBucket(bucket);

  return {
    databaseUrl: databaseUrl.toString(),
    backendPids: () => backendPids(database),
    redisUrl: REDIS_URL,
    redisChannel: `comoe:bench-cluster:${run}`,
    s3Env: s3.env(bucket),
    bucket,
    dir,
  };
}
