import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import { buildApp } from '../src/app.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { READINESS_TIMEOUT_MS } from '../src/lib/readiness.ts';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';

// Issue 23 §4: live says the process runs, ready says whether a balancer may send traffic here.

type Ready = { status: string; checks: Record<string, string> };

const ready = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: res.statusCode, body: res.json<Ready>() };
};

/** A second handle on the test's database (the same SQLite file, or the same PostgreSQL schema). */
async function anotherHandle(t: TestApp): Promise<DatabaseHandle> {
  if (store !== 'postgres') return createDatabase({ dataDir: t.config.dataDir });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  return createDatabase({
    dataDir: t.config.dataDir,
    databaseUrl: t.config.databaseUrl,
    pgSchema: rows[0]!.schema,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`GET /api/health/live and /api/health/ready (${store})`, () => {
  it('live answers 200 without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with each check when the database answers and holds every migration', async () => {
    expect(await ready(t.app)).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok' } },
    });
  });

  it('keeps GET /api/health as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: store });
  });

  it('is never rate limited: hundreds of probes at once share one round of checks', async () => {
    const limited = await buildSibling(t, { rateLimitPerMinute: 2 });
    let rounds = 0;
    limited.readiness.add({
      name: 'tours',
      failure: 'jamais',
      run: async () => {
        rounds += 1;
        await new Promise((r) => setTimeout(r, 20));
      },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          limited.inject({ method: 'GET', url: i % 2 ? '/api/health/ready' : '/api/health/live' }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(rounds).toBeGreaterThan(0);
      expect(rounds).toBeLessThan(10);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 naming the database when it does not answer, the other checks still ok', async () => {
    const handle = await anotherHandle(t);
    const app = await buildApp({ config: t.config, database: handle, logger: false });
    try {
      await app.ready();
      expect((await ready(app)).status).toBe(200);
      await handle.close();
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'indisponible',
          checks: { database: HEALTH_MSG.databaseDown, migrations: 'ok' },
        },
      });
      const old = await app.inject({ method: 'GET', url: '/api/health' });
      expect(old.statusCode).toBe(503);
      expect(old.json()).toEqual({ status: 'indisponible', message: HEALTH_MSG.databaseDown });
      // Live does not look at the database: the process itself is fine.
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the migrations this code knows and the database has not run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comoe-ready-'));
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle.db);
    // As if this code were newer than the database: its last migration not run there yet.
    const table = 'kyselyMigration' as never;
    const last = (await handle.db
      .selectFrom(table)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow()) as { name: string; timestamp: string };
    await handle.db
      .deleteFrom(table)
      .where('name' as never, '=', last.name as never)
      .execute();
    const app = await buildApp({ config: { ...t.config, dataDir }, database: handle, logger: false });
    try {
      await app.ready();
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'indisponible',
          checks: { database: 'ok', migrations: HEALTH_MSG.migrationsPending([last.name]) },
        },
      });
      await handle.db.insertInto(table).values(last).execute();
      expect((await ready(app)).status).toBe(200);
    } finally {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 within about a second when a registered check hangs (the storage seam)', async () => {
    const app = await buildSibling(t);
    try {
      app.readiness.add({
        name: 'stockage',
        failure: 'Le stockage ne répond pas.',
        run: () => new Promise<void>(() => undefined),
      });
      const started = Date.now();
      const answer = await ready(app);
      const took = Date.now() - started;
      expect(answer).toEqual({
        status: 503,
        body: {
          status: 'indisponible',
          checks: {
            database: 'ok',
            migrations: 'ok',
            stockage: `Le stockage ne répond pas. ${HEALTH_MSG.timedOut(READINESS_TIMEOUT_MS)}`,
          },
        },
      });
      expect(took).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    } finally {
      await app.close();
    }
  });

  it('answers 503 once the process is shutting down, though every dependency answers', async () => {
    const app = await buildSibling(t);
    try {
      expect((await ready(app)).status).toBe(200);
      app.readiness.stop();
      expect(await ready(app)).toEqual({
        status: 503,
        body: { status: 'indisponible', checks: { arret: HEALTH_MSG.stopping } },
      });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('documents both routes with their 200 and 503 answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/health/live']?.get?.responses ?? {})).toContain('200');
    expect(Object.keys(doc.paths['/api/health/ready']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });
});

/** A TCP relay to the real Redis, that the test cuts (as a network failure would) and restores. */
async function redisRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
    restore: listen,
  };
}

describe.skipIf(!process.env.REDIS_URL)(`readiness with the Redis bus (${store})`, () => {
  it('answers 200 with Redis, then 503 naming Redis while its connection is down, then 200 again', async () => {
    const relay = await redisRelay(new URL(process.env.REDIS_URL!));
    const channel = `comoe:test:ready:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const app = await buildSibling(t, { redisUrl: relay.url, redisChannel: channel });
    try {
      expect(await ready(app)).toEqual({
        status: 200,
        body: { status: 'ok', checks: { database: 'ok', migrations: 'ok', redis: 'ok' } },
      });
      await relay.cut();
      const started = Date.now();
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'indisponible',
          checks: {
            database: 'ok',
            migrations: 'ok',
            redis: expect.stringContaining(HEALTH_MSG.redisDown) as string,
          },
        },
      });
      expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 500);
      await relay.restore();
      const deadline = Date.now() + 10_000;
      while ((await ready(app)).status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await ready(app)).body.checks.redis).toBe('ok');
    } finally {
      await app.close();
      await relay.cut();
    }
  });
});
