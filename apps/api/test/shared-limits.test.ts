// @stores sqlite: the limits are counted in memory or Redis, never in the database
// @files disk: the uploads only feed the limits it counts
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisWindows, SharedWindows } from '../src/lib/redis-windows.ts';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { createUser, createVille, login, multipart } from './helpers/factories.ts';
import {
  closedPort,
  count,
  expectRefusals,
  freshAddress,
  redisUrl,
  statuses,
  uniqueChannel,
  villes,
} from './helpers/shared-limits.ts';

// Issue 23 §2: with REDIS_URL, the per-address and per-user limits are counted in Redis, so two
// API processes enforce one limit; without it, each process counts its own; a Redis that stops
// answering makes them per process again, never an error.
// A Redis that stops answering mid-way: shared-limits-outage.test.ts.

describe(`without Redis, each process counts its own (${store})`, () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitPerMinute: 5 });
    sibling = await buildSibling(t);
  });
  afterAll(async () => {
    await sibling?.close();
    await t?.close();
  });

  it('lets max requests through on each process', async () => {
    const from = freshAddress();
    const here = await Promise.all(Array.from({ length: 8 }, () => villes(t.app, from)));
    const there = await Promise.all(Array.from({ length: 8 }, () => villes(sibling, from)));
    expect([count(here, 200), count(there, 200)]).toEqual([5, 5]);
    expectRefusals([...here, ...there], 60);
  });
});

describe('counters when Redis does not answer', () => {
  it('answers at once with no count, warns once, and the windows count in the process', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const redis = new RedisWindows(`redis://127.0.0.1:${await closedPort()}`, uniqueChannel(), log);
    try {
      await redis.whenConnected();
      expect(redis.available).toBe(false);
      const started = Date.now();
      expect(await redis.hit('x', 60_000)).toBeNull();
      expect(Date.now() - started).toBeLessThan(100);
      const windows = new SharedWindows(redis, 'adresse:toutes:3/60000', 60_000);
      const counts = await Promise.all(Array.from({ length: 5 }, () => windows.hit('10.0.0.1')));
      expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 4, 5]);
      expect(counts.every((c) => c.ttlMs > 0 && c.ttlMs <= 60_000)).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![1]).toMatch(/Redis ne répond pas/);
    } finally {
      await redis.close();
    }
  });
});

describe.skipIf(!redisUrl)(`limits across two API processes (Redis, ${store})`, () => {
  const MAX = 50;
  let t: TestApp;
  let sibling: FastifyInstance;
  let villeId: number;

  beforeAll(async () => {
    const shared = { redisUrl, redisChannel: uniqueChannel(), rateLimitPerMinute: MAX };
    t = await buildTestApp(shared);
    sibling = await buildSibling(t, shared);
    villeId = (await createVille(t.database.db)).id;
  });
  afterAll(async () => {
    await sibling?.close();
    await t?.close();
  });

  it('lets exactly max of 400 parallel requests through, whichever process gets them', async () => {
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => villes(i % 2 === 0 ? t.app : sibling, from)),
    );
    expect(count(answers, 200)).toBe(MAX);
    expect(count(answers, 429)).toBe(400 - MAX);
    // Both processes refused: neither counted only its own half.
    expect(
      count(
        answers.filter((_, i) => i % 2 === 0),
        429,
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        answers.filter((_, i) => i % 2 === 1),
        429,
      ),
    ).toBeGreaterThan(0);
    expectRefusals(answers, 60);
    // Another address is not held back, on either process.
    expect(statuses([await villes(t.app, freshAddress()), await villes(sibling, freshAddress())])).toEqual([
      200, 200,
    ]);
  });

  it('refuses the (max+1)th request on the process that did not count the first max', async () => {
    for (const [first, second] of [
      [t.app, sibling],
      [sibling, t.app],
    ] as const) {
      const from = freshAddress();
      const served = await Promise.all(Array.from({ length: MAX }, () => villes(first, from)));
      expect(count(served, 200)).toBe(MAX);
      const refused = await villes(second, from);
      expect(refused.statusCode).toBe(429);
      expectRefusals([refused], 60);
    }
  });

  it("keeps a route's own limit in windows of its own, with its own Retry-After", async () => {
    // The contact form: max(5, RATE_LIMIT_PER_MINUTE / 60) per 10 minutes. An empty body is a
    // 400 once counted, so only the limit decides between 400 and 429.
    const from = freshAddress();
    const contact = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: from });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => contact(i % 2 ? t.app : sibling)));
    expect([count(answers, 400), count(answers, 429)]).toEqual([5, 35]);
    expectRefusals(answers, 600);
    // Past a minute: the 10-minute window's time left, not the global window's.
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(60);
    // The global limit of that address counted none of them.
    const elsewhere = await Promise.all(
      Array.from({ length: MAX }, (_, i) => villes(i % 2 ? t.app : sibling, from)),
    );
    expect(count(elsewhere, 200)).toBe(MAX);
  });

  describe('the per-user upload limit', () => {
    /** An upload the limit counts, cheap to refuse afterwards: a text file is not an image. */
    function upload(app: FastifyInstance, userId: number, token: string) {
      const body = multipart(
        {},
        { field: 'file', name: 'x.png', type: 'image/png', bytes: Buffer.from('pas une image') },
      );
      return app.inject({
        method: 'POST',
        url: `/api/files/upload/${userId}/profile`,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
        // Each from its own address: only the per-user limit is measured.
        remoteAddress: freshAddress(),
      });
    }

    async function client() {
      const user = await createUser(t.database.db, 'CLIENT', { villeId });
      return { id: user.id, token: await login(t.app, user) };
    }

    it('lets exactly 30 of 200 parallel uploads through across both processes', async () => {
      const user = await client();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => upload(i % 2 ? t.app : sibling, user.id, user.token)),
      );
      expect([count(answers, 400), count(answers, 429)]).toEqual([30, 170]);
      expect(
        count(
          answers.filter((_, i) => i % 2 === 0),
          429,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          answers.filter((_, i) => i % 2 === 1),
          429,
        ),
      ).toBeGreaterThan(0);
      expectRefusals(answers, 60);
      // Another user has a limit of their own.
      const other = await client();
      expect((await upload(sibling, other.id, other.token)).statusCode).toBe(400);
    });

    it('refuses the 31st upload on the other process', async () => {
      const user = await client();
      for (let i = 0; i < 30; i++) expect((await upload(t.app, user.id, user.token)).statusCode).toBe(400);
      const refused = await upload(sibling, user.id, user.token);
      expect(refused.statusCode).toBe(429);
      expectRefusals([refused], 60);
    });
  });
});
