// @stores sqlite: the limits are counted in memory or Redis, never in the database
// @files disk: the uploads only feed the limits it counts
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import {
  count,
  expectRefusals,
  freshAddress,
  redisUrl,
  uniqueChannel,
  villes,
} from './helpers/shared-limits.ts';

// Issue 23 §2: a Redis that stops answering makes the shared limits per process again, never an
// error, and they are shared again once it is back (shared-limits.test.ts: the limits themselves).

/** A TCP relay to Redis that the test can cut and restore, as a network blink would. */
class Relay {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(target: URL) {
    this.#server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async open(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.#server.close(resolve));
    for (const s of this.#sockets) s.destroy();
    await closed;
  }
}

describe.skipIf(!redisUrl)(`when Redis stops answering (${store})`, () => {
  const MAX = 5;
  const relay = new Relay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  const logged: Array<{ level: number; msg: string }> = [];
  let t: TestApp;
  let sibling: FastifyInstance;

  beforeAll(async () => {
    await relay.open();
    const shared = {
      redisUrl: `redis://127.0.0.1:${relay.port}`,
      redisChannel: uniqueChannel(),
      rateLimitPerMinute: MAX,
    };
    const stream = {
      write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }),
    };
    t = await buildTestApp(shared, { logger: { level: 'info', stream } });
    sibling = await buildSibling(t, shared);
  });
  afterAll(async () => {
    await sibling?.close();
    await t?.close();
    await relay.cut();
  });

  it('serves requests under per-process windows, warns, and shares again once Redis is back', async () => {
    const before = freshAddress();
    expect(count(await Promise.all([1, 2, 3].map(() => villes(t.app, before))), 200)).toBe(3);
    expect(count(await Promise.all([1, 2].map(() => villes(sibling, before))), 200)).toBe(2);
    expect((await villes(sibling, before)).statusCode).toBe(429);

    await relay.cut();
    await vi.waitFor(() => expect(t.app.sharedLimits?.available).toBe(false));
    const during = freshAddress();
    const here = await Promise.all(Array.from({ length: 20 }, () => villes(t.app, during)));
    const there = await Promise.all(Array.from({ length: 20 }, () => villes(sibling, during)));
    // No 500: each process lets its own max through and refuses the rest, as without Redis.
    expect([count(here, 200), count(here, 429), count(there, 200), count(there, 429)]).toEqual([
      MAX,
      20 - MAX,
      MAX,
      20 - MAX,
    ]);
    expectRefusals([...here, ...there], 60);
    const warnings = logged.filter((l) => l.level === 40 && /limites de requêtes/.test(l.msg));
    expect(warnings).toHaveLength(1);

    await relay.open();
    await vi.waitFor(
      () => {
        expect(t.app.sharedLimits?.available).toBe(true);
        expect(sibling.sharedLimits?.available).toBe(true);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(logged.some((l) => l.level === 30 && /de nouveau comptées dans Redis/.test(l.msg))).toBe(true);
    const after = freshAddress();
    const split = await Promise.all(
      Array.from({ length: 20 }, (_, i) => villes(i % 2 ? t.app : sibling, after)),
    );
    expect(count(split, 200)).toBe(MAX);
  });
});
