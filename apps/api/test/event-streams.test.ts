import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';
import { actor, marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { openStream } from './helpers/sse.ts';
import { USUAL_DECISIONS } from './helpers/decision-bodies.ts';

// Issue 10, points 7 and 8: a stream lives as long as its session, five at most per user, with
// the security headers; new missions reach the available couriers of the city only, whichever
// process holds the stream and whichever changed the availability.

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return `http://127.0.0.1:${address.port}`;
}

const STREAM_CHECK_MS = 300;

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Resolves once `app` has heard `count` streams of this user opened (in this test or anywhere). */
function opensHeard(app: FastifyInstance, userId: number) {
  let opened = 0;
  const waiters: Array<() => void> = [];
  const stop = app.events.subscribeNotices(({ stream }) => {
    if (stream.userId !== userId || stream.kind !== 'ouvert') return;
    opened += 1;
    waiters.splice(0).forEach((w) => w());
  });
  return async (count: number) => {
    while (opened < count) await new Promise<void>((resolve) => waiters.push(resolve));
    stop();
  };
}

/**
 * Streams of one user opened one after the other sort by their opening time: each starts in a
 * later millisecond than the one before (two in the same one have no defined order).
 */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() === now) await new Promise((r) => setTimeout(r, 1));
}
const buses = [
  { name: 'in-process bus', redisUrl: undefined as string | undefined },
  { name: 'Redis bus, two processes', redisUrl: process.env.REDIS_URL },
];

describe.each(buses)('live streams ($name)', ({ name, redisUrl }) => {
  const skip = name !== 'in-process bus' && !redisUrl;
  let t: TestApp;
  /** The process the streams are opened on: the other one with Redis, the same one without. */
  let streams: FastifyInstance;
  let m: Market;
  let base: string;

  beforeAll(async () => {
    if (skip) return;
    const channel = `comoe:test:streams:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const config = {
      streamCheckMs: STREAM_CHECK_MS,
      ...(redisUrl ? { redisUrl, redisChannel: channel } : {}),
    };
    t = await buildTestApp(config);
    streams = redisUrl ? await buildSibling(t, config) : t.app;
    m = await marketplace(t.app, t.database.db);
    base = await listen(streams);
  });
  afterAll(async () => {
    if (skip) return;
    if (streams !== t.app) await streams.close();
    await t.close();
  });

  const available = (headers: Record<string, string>, disponible: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/livreurs/disponibilite', headers, payload: { disponible } });
  let marks = 0;
  /**
   * Sends a mark to these users and waits for it on each stream, or for the stream's end: a
   * stream writes events in their order, so by then it has decided on every event published
   * before the mark. Answers, per stream, whether it got the mark (it is still open).
   */
  async function mark(users: number[], streams: Stream[]): Promise<boolean[]> {
    const titre = `repère ${++marks}`;
    await t.app.events.publish({
      audience: { users },
      data: { type: 'notification', titre, corps: '', commandeId: null, at: new Date().toISOString() },
    });
    const isMark = (e: Stream['events'][number]) => e.type === 'notification' && e.titre === titre;
    return Promise.all(
      streams.map((s) =>
        Promise.race([s.ended.then(() => s.events.some(isMark)), s.waitFor(isMark, 15_000).then(() => true)]),
      ),
    );
  }
  const unmarked = (s: Stream) =>
    s.events.filter((e) => !(e.type === 'notification' && e.titre.startsWith('repère')));

  const accept = (mk: Market, id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${mk.entreprise.id}/orders/${id}/accepter`,
      headers: mk.owner.headers,
      payload: USUAL_DECISIONS.accepter,
    });

  it.skipIf(skip)('answers with the security headers', async () => {
    const s = await openStream(base, m.client.token);
    expect(s.contentType).toContain('text/event-stream');
    expect(s.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('x-frame-options')).toBe('DENY');
    s.close();
  });

  it.skipIf(skip)('ends when the password changes, before the next event reaches it', async () => {
    const client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
    const s = await openStream(base, client.token);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/users/${client.id}/change-password`,
      headers: client.headers,
      payload: { currentPassword: client.password, newPassword: 'Nouveau@2026' },
    });
    expect(changed.statusCode).toBe(200);
    const headers = bearer(changed.json<{ token: string }>().token);
    await placeOrder(t.app, { ...m, client: { ...client, headers } });
    await s.ended;
    expect(s.events).toEqual([]);
  });

  it.skipIf(skip)(
    'ends within the check interval when the account is deactivated, even without events',
    async () => {
      const client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
      const s = await openStream(base, client.token);
      await t.database.db
        .updateTable('utilisateurs')
        .set({ statut: 'INACTIF' })
        .where('id', '=', client.id)
        .execute();
      await t.app.accountChanged(client.id);
      // No event comes: only the periodic check can end it (the test's time bounds how late).
      await s.ended;
      expect(s.events).toEqual([]);
    },
  );

  it.skipIf(skip)('keeps 5 streams per user: opening a 6th closes the oldest', async () => {
    const client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
    const opened = [];
    for (let i = 0; i < 6; i++) {
      opened.push(await openStream(base, client.token));
      await nextMillisecond();
    }
    await opened[0]!.ended;
    const order = await placeOrder(t.app, { ...m, client });
    for (const s of opened.slice(1)) {
      await s.waitFor((e) => e.type === 'commande.statut' && e.commandeId === order.id);
      expect(s.isEnded()).toBe(false);
    }
    expect(opened[0]!.events).toEqual([]);
    for (const s of opened) s.close();
  });

  it.skipIf(skip)('holds 5 of 40 streams opened by one user', async () => {
    const client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
    const heard = opensHeard(streams, client.id);
    const opened = await Promise.all(Array.from({ length: 40 }, () => openStream(base, client.token)));
    // Once the process holding them heard of all 40, it has closed all it will close.
    await heard(40);
    const kept = await mark([client.id], opened);
    expect(kept.filter(Boolean)).toHaveLength(5);
    expect(opened.filter((s) => s.isEnded())).toHaveLength(35);
    for (const s of opened) s.close();
  });

  it.skipIf(skip)('counts the streams a user holds on every process', async () => {
    const client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
    const here = streams === t.app ? base : await listen(t.app);
    const heard = [
      opensHeard(t.app, client.id),
      ...(streams === t.app ? [] : [opensHeard(streams, client.id)]),
    ];
    const opened = [];
    // Three on each process, one after the other: the first, the oldest, is closed.
    for (let i = 0; i < 6; i++) {
      opened.push(await openStream(i % 2 === 0 ? here : base, client.token));
      await nextMillisecond();
    }
    await Promise.all(heard.map((h) => h(6)));
    expect(await mark([client.id], opened)).toEqual([false, true, true, true, true, true]);
    for (const s of opened) s.close();
  });

  it.skipIf(skip)('sends new missions to the available couriers of the city only', async () => {
    const courier = async () =>
      actor(t.app, await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id }));
    const [on, off, later] = [await courier(), await courier(), await courier()];
    expect((await available(on.headers, true)).statusCode).toBe(200);
    const onStream = await openStream(base, on.token);
    const offStream = await openStream(base, off.token);
    const laterStream = await openStream(base, later.token);

    const first = await placeOrder(t.app, m);
    await accept(m, first.id);
    await onStream.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === first.id);
    // Every stream has decided on the first mission before the availabilities change.
    await mark([on.id, off.id, later.id], [onStream, offStream, laterStream]);

    // Availability changes while the streams are open (through the other process with Redis).
    expect((await available(later.headers, true)).statusCode).toBe(200);
    expect((await available(on.headers, false)).statusCode).toBe(200);
    const second = await placeOrder(t.app, m);
    await accept(m, second.id);
    await laterStream.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === second.id);
    // … and on the second, which came before this mark.
    await mark([on.id, off.id, later.id], [onStream, offStream, laterStream]);
    expect(onStream.events.filter((e) => e.type === 'mission.disponible').map((e) => e.commandeId)).toEqual([
      first.id,
    ]);
    expect(unmarked(offStream)).toEqual([]);
    expect(laterStream.events.some((e) => e.type === 'mission.disponible' && e.commandeId === first.id)).toBe(
      false,
    );
    for (const s of [onStream, offStream, laterStream]) s.close();
  });

  it.skipIf(skip)(
    "keeps a courier on its city's missions: the city changes only through an admin",
    async () => {
      const other = await createVille(t.database.db);
      const elsewhere = await marketplace(t.app, t.database.db);
      const c = await actor(t.app, await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id }));
      expect((await available(c.headers, true)).statusCode).toBe(200);
      const s = await openStream(base, c.token);
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${c.id}`,
        headers: c.headers,
        payload: { cityId: elsewhere.ville.id },
      });
      expect(moved.statusCode).toBe(403);
      expect(moved.json()).toEqual({ message: MSG.courierCityAdminOnly });
      const there = await placeOrder(t.app, elsewhere);
      await accept(elsewhere, there.id);
      const here = await placeOrder(t.app, m);
      await accept(m, here.id);
      await s.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === here.id);
      expect(s.events.some((e) => 'commandeId' in e && e.commandeId === there.id)).toBe(false);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/livreurs/missions-disponibles',
        headers: c.headers,
      });
      expect(list.json<Array<{ id: string }>>().map((x) => x.id)).not.toContain(there.id);
      // An admin moves the courier: the open stream follows at the next mission.
      const byAdmin = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${c.id}`,
        headers: m.admin.headers,
        payload: { cityId: other.id },
      });
      expect(byAdmin.statusCode).toBe(200);
      const after = await placeOrder(t.app, m);
      await accept(m, after.id);
      expect(await mark([c.id], [s])).toEqual([true]);
      expect(s.events.some((e) => 'commandeId' in e && e.commandeId === after.id)).toBe(false);
      s.close();
    },
  );
});

describe('a stream opened with a token that is no longer valid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is refused like any other request', async () => {
    const villeId = (await createVille(t.database.db)).id;
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    const token = await login(t.app, user);
    await t.database.db
      .updateTable('utilisateurs')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    await t.app.accountChanged(user.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.sessionExpired });
  });
});
