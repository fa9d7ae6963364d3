// @stores sqlite: the event log is in memory or Redis, never in the database
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveAudience } from '@comoe/shared/events';
import { LIVE_RESYNC_DATA, LIVE_RESYNC_EVENT } from '@comoe/shared/live-resync';
import { compareEventIds } from '../src/lib/events/event-ids.ts';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { createUser, createVille } from './helpers/factories.ts';
import { actor, type Actor } from './helpers/marketplace.ts';
import { openIdStream, type SseBlock } from './helpers/sse-messages.ts';

// Issue 23 §2: every live event has an id; a stream that comes back with Last-Event-ID, to any
// process, gets what it missed (filtered as live events are) from the shared log, then live events
// with no gap and no duplicate; a gap the log no longer covers gets one `resync`.

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return `http://127.0.0.1:${address.port}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const titles = (blocks: SseBlock[]) =>
  blocks.map((b) => (JSON.parse(b.data ?? '{}') as { titre?: string }).titre);
const ids = (blocks: SseBlock[]) => blocks.map((b) => b.id ?? '');
const increasing = (list: string[]) =>
  list.every((id, i) => i === 0 || compareEventIds(list[i - 1]!, id) < 0);

const buses = [
  { name: 'one process, in-memory log', redisUrl: undefined as string | undefined },
  { name: 'two processes, Redis log', redisUrl: process.env.REDIS_URL },
];

describe.each(buses)('live event replay ($name)', ({ name, redisUrl }) => {
  const skip = name !== buses[0]!.name && !redisUrl;
  let t: TestApp;
  /** The process streams first open on, and the one they come back to (the other one with Redis). */
  let first: string;
  let second: string;
  let sibling: FastifyInstance | undefined;
  let channel: string;
  let ville: number;
  let client: Actor;
  let otherClient: Actor;
  let admin: Actor;
  let courier: Actor;
  let n = 0;

  beforeAll(async () => {
    if (skip) return;
    channel = `comoe:test:replay:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const config = redisUrl ? { redisUrl, redisChannel: channel } : {};
    t = await buildTestApp(config);
    first = await listen(t.app);
    if (redisUrl) {
      sibling = await buildSibling(t, config);
      second = await listen(sibling);
    } else {
      second = first;
    }
    ville = (await createVille(t.database.db)).id;
    client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: ville }));
    otherClient = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: ville }));
    admin = await actor(t.app, await createUser(t.database.db, 'ADMIN', { villeId: ville }));
    courier = await actor(t.app, await createUser(t.database.db, 'LIVREUR', { villeId: ville }));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers: courier.headers,
      payload: { disponible: true },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    if (skip) return;
    await sibling?.close();
    await t.close();
  });

  /** Publishes a notification to `audience`, titled so the test can tell which arrived. */
  async function publish(audience: LiveAudience, titre = `n${++n}`): Promise<string> {
    await t.app.events.publish({
      audience,
      data: { type: 'notification', titre, corps: 'test', commandeId: null, at: new Date().toISOString() },
    });
    return titre;
  }

  /** A stream on the first process that received one event, then dropped: its last id. */
  async function droppedAfterOne(who: Actor) {
    const s = await openIdStream(first, who.token);
    const seen = await publish({ users: [who.id] });
    const [got] = await s.waitForEvents(1);
    expect(titles([got!])).toEqual([seen]);
    s.close();
    return got!.id!;
  }

  it.skipIf(skip)('gives every event an id, increasing, and one to start from on connect', async () => {
    const s = await openIdStream(first, client.token);
    await publish({ users: [client.id] });
    await publish({ users: [client.id] });
    await publish({ users: [client.id] });
    const got = await s.waitForEvents(3);
    expect(got.every((b) => b.event === 'notification' && b.id !== null)).toBe(true);
    expect(increasing(ids(got))).toBe(true);
    // Before any event, the stream said where it starts: a quiet stream can come back too.
    const startBlock = s.blocks.find((b) => b.id !== null);
    expect(startBlock?.data).toBeNull();
    expect(compareEventIds(startBlock!.id!, got[0]!.id!)).toBeLessThan(0);
    s.close();
  });

  it.skipIf(skip || !redisUrl)(
    'gives a stream that stayed open the events its process missed while its Redis subscription was cut',
    async () => {
      const s = await openIdStream(second, client.token);
      const before = await publish({ users: [client.id] });
      await s.waitForEvents(1);
      const sub = (sibling!.events as unknown as { sub: Redis }).sub;
      const down = new Promise((r) => sub.once('end', r));
      sub.disconnect(false);
      await down;
      const missed = [await publish({ users: [client.id] }), await publish({ users: [client.id] })];
      const back = new Promise<void>((resolve) => {
        const stop = sibling!.events.subscribeGaps(() => {
          stop();
          resolve();
        });
      });
      await sub.connect();
      await back;
      const live = await publish({ users: [client.id] });
      await s.waitForEvents(4);
      await sleep(200);
      expect(titles(s.events())).toEqual([before, ...missed, live]);
      expect(increasing(ids(s.events()))).toBe(true);
      s.close();
    },
  );

  it.skipIf(skip)(
    'replays to the other process exactly what the user missed, then goes on live',
    async () => {
      const lastId = await droppedAfterOne(client);
      const mine1 = await publish({ users: [client.id] });
      await publish({ users: [otherClient.id] });
      await publish({ admins: true });
      await publish({ couriersOfVille: ville });
      const mine2 = await publish({ users: [otherClient.id, client.id] });

      const back = await openIdStream(second, client.token, { header: lastId });
      const replayed = await back.waitForEvents(2);
      expect(titles(replayed)).toEqual([mine1, mine2]);
      expect(compareEventIds(lastId, replayed[0]!.id!)).toBeLessThan(0);

      const live = await publish({ users: [client.id] });
      await back.waitForEvents(3);
      await sleep(200);
      expect(titles(back.events())).toEqual([mine1, mine2, live]);
      expect(increasing(ids(back.events()))).toBe(true);
      expect(back.blocks.some((b) => b.event === LIVE_RESYNC_EVENT)).toBe(false);
      back.close();
    },
  );

  it.skipIf(skip)(
    'filters the replay by the live rules: roles, and an available courier’s city',
    async () => {
      const adminId = await droppedAfterOne(admin);
      const courierId = await droppedAfterOne(courier);
      const desk = await publish({ admins: true });
      const mission = await publish({ couriersOfVille: ville });
      await publish({ couriersOfVille: ville + 1000 });
      await publish({ users: [client.id] });

      const adminBack = await openIdStream(second, admin.token, { header: adminId });
      const courierBack = await openIdStream(second, courier.token, { query: courierId });
      const marker = await publish({ users: [admin.id, courier.id] });
      await adminBack.waitForEvents(2);
      await courierBack.waitForEvents(2);
      await sleep(150);
      expect(titles(adminBack.events())).toEqual([desk, marker]);
      expect(titles(courierBack.events())).toEqual([mission, marker]);
      adminBack.close();
      courierBack.close();
    },
  );

  it.skipIf(skip)('loses and doubles nothing when events keep coming while it catches up', async () => {
    const lastId = await droppedAfterOne(client);
    const sent: string[] = [];
    for (let i = 0; i < 20; i += 1) sent.push(await publish({ users: [client.id] }));
    // The reconnection and a second burst at the same time: some events reach the log before
    // the replay reads it, some after, some both ways.
    const [back, burst] = await Promise.all([
      openIdStream(second, client.token, { header: lastId }),
      (async () => {
        const more: string[] = [];
        for (let i = 0; i < 30; i += 1) more.push(await publish({ users: [client.id] }));
        return more;
      })(),
    ]);
    sent.push(...burst);
    await back.waitForEvents(sent.length);
    await sleep(200);
    expect(titles(back.events())).toEqual(sent);
    expect(increasing(ids(back.events()))).toBe(true);
    back.close();
  });

  it.skipIf(skip)('resumes a quiet stream from the id it was given on connect', async () => {
    const quiet = await openIdStream(first, client.token);
    await publish({ users: [otherClient.id] });
    await sleep(100);
    const startId = quiet.lastId();
    expect(startId).not.toBeNull();
    quiet.close();
    const missed = await publish({ users: [client.id] });
    const back = await openIdStream(second, client.token, { header: startId! });
    expect(titles(await back.waitForEvents(1))).toEqual([missed]);
    back.close();
  });

  it.skipIf(skip)('answers resync to an id it does not know, then goes on live', async () => {
    const current = await droppedAfterOne(client);
    const [ms] = current.split('-');
    for (const unknown of ['abc', '1-0', `${Number(ms) + 3_600_000}-0`, `${current}x`]) {
      const back = await openIdStream(second, client.token, { header: unknown });
      const [resync] = await back.waitForEvents(1);
      expect(resync?.event).toBe(LIVE_RESYNC_EVENT);
      expect(JSON.parse(resync!.data!)).toEqual(LIVE_RESYNC_DATA);
      const live = await publish({ users: [client.id] });
      const after = await back.waitForEvents(2);
      expect(titles(after.slice(1))).toEqual([live]);
      back.close();
    }
  });

  it.skipIf(skip)('refuses an id longer than any of ours', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events?lastEventId=${'1'.repeat(150)}`,
      headers: client.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it.skipIf(skip || !redisUrl)(
    'answers resync once the Redis log dropped what the stream missed',
    async () => {
      const lastId = await droppedAfterOne(client);
      const missed = await publish({ users: [client.id] });
      const kept = await publish({ users: [otherClient.id] });
      const redis = new Redis(redisUrl!);
      try {
        await redis.xtrim(`${channel}:journal`, 'MAXLEN', 1);
      } finally {
        redis.disconnect();
      }
      const back = await openIdStream(second, client.token, { header: lastId });
      const [first] = await back.waitForEvents(1);
      expect(first?.event).toBe(LIVE_RESYNC_EVENT);
      expect(titles(back.events())).not.toContain(missed);
      back.close();
      expect(kept).toBeTruthy();
    },
  );
});
