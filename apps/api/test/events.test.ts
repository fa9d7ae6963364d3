// @stores sqlite: the in-process and Redis buses carry the events; event-streams runs their audience query on both
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, login } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { openStream } from './helpers/sse.ts';
import { USUAL_DECISIONS } from './helpers/decision-bodies.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return `http://127.0.0.1:${address.port}`;
}

describe('GET /api/events (in-process bus)', () => {
  let t: TestApp;
  let m: Market;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    m = await marketplace(t.app, t.database.db);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('streams order changes to the client and the business, and missions to available couriers of the city', async () => {
    // Design §6: new missions reach available couriers only (see event-streams.test.ts).
    await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers: m.courier.headers,
      payload: { disponible: true },
    });
    const clientStream = await openStream(base, m.client.token);
    const ownerStream = await openStream(base, m.owner.token);
    const courierStream = await openStream(base, m.courier.token);
    const stranger = await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id });
    const strangerStream = await openStream(base, await login(t.app, stranger));
    expect(clientStream.contentType).toContain('text/event-stream');

    const order = await placeOrder(t.app, m);
    await ownerStream.waitFor((e) => e.type === 'commande.nouvelle' && e.commandeId === order.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
      headers: m.owner.headers,
      payload: USUAL_DECISIONS.accepter,
    });
    const change = await clientStream.waitFor(
      (e) => e.type === 'commande.statut' && e.statut === 'EN_ATTENTE_LIVREUR',
    );
    expect(change).toMatchObject({ commandeId: order.id });
    await courierStream.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === order.id);
    // The stranger's stream stays silent about someone else's order.
    expect(strangerStream.events).toEqual([]);
    for (const s of [clientStream, ownerStream, courierStream, strangerStream]) s.close();
  });

  it('refuses a stream without a valid token', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    const forged = await fetch(`${base}/api/events`, { headers: bearer('abc.def.ghi') });
    expect(forged.status).toBe(401);
  });
});

describe.skipIf(!process.env.REDIS_URL)('GET /api/events across two API processes (Redis bus)', () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let m: Market;

  beforeAll(async () => {
    const channel = `comoe:test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    t = await buildTestApp({ redisUrl: process.env.REDIS_URL, redisChannel: channel });
    sibling = await buildSibling(t, { redisUrl: process.env.REDIS_URL, redisChannel: channel });
    m = await marketplace(t.app, t.database.db);
  });
  afterAll(async () => {
    await sibling.close();
    await t.close();
  });

  it('delivers an event published by one instance to a stream opened on the other', async () => {
    const siblingBase = await listen(sibling);
    const stream = await openStream(siblingBase, m.client.token);
    const order = await placeOrder(t.app, m);
    await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
      headers: m.owner.headers,
      payload: USUAL_DECISIONS.accepter,
    });
    const e = await stream.waitFor((x) => x.type === 'commande.statut' && x.statut === 'EN_ATTENTE_LIVREUR');
    expect(e).toMatchObject({ commandeId: order.id });
    stream.close();
  });
});
