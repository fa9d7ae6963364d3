import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { estimatedArrival } from '@comoe/shared/suivi';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { courierFlow } from '../helpers/courier-flow.ts';
import { createUser, pngBytes } from '../helpers/factories.ts';
import { actor, marketplace, type Market } from '../helpers/marketplace.ts';
import { openStream } from '../helpers/sse.ts';

// Issue 22 §1 (design §13): the client of an order on its way follows its courier; nobody else
// ever reads the courier's position, and no position from before the pickup is served.

let t: TestApp;
let m: Market;
let flow: ReturnType<typeof courierFlow>;

/** Positions no other figure of the tests uses, so that a leak shows in any answer's text. */
const HERE = { latitude: 5.212345, longitude: -3.745678 };

beforeAll(async () => {
  t = await buildTestApp();
  flow = courierFlow(t, await pngBytes());
});
// A city of its own per test: a courier carries 3 missions at most.
beforeEach(async () => {
  m = await marketplace(t.app, t.database.db);
  expect((await flow.setAvailable(m.courier.headers, { disponible: true })).statusCode).toBe(200);
});
afterAll(() => t.close());

const suivi = (id: string, headers: Record<string, string>) =>
  flow.get(`/api/commandes/${id}/suivi`, headers);
const report = (headers: Record<string, string>, at: { latitude: number; longitude: number }) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/position', headers, payload: at });

/** The courier's stored position, set as if reported at `when` (before the pickup, for instance). */
async function storedPositionAt(courierId: number, at: { latitude: number; longitude: number }, when: Date) {
  await t.database.db
    .updateTable('livreurs')
    .set({ latitude: at.latitude, longitude: at.longitude, positionAt: when })
    .where('utilisateurId', '=', courierId)
    .execute();
}

describe('GET /api/commandes/:id/suivi', () => {
  it('is refused while the order is not on its way, with a French reason', async () => {
    const id = await flow.waiting(m);
    await report(m.courier.headers, HERE);
    for (const step of ['waiting', 'accepted', 'ready']) {
      if (step === 'accepted') await flow.accept(id, m.courier.headers);
      if (step === 'ready') await flow.business(m, id, 'prete');
      const res = await suivi(id, m.client.headers);
      expect(res.statusCode, step).toBe(404);
      expect(res.json()).toEqual({ message: MSG.trackingOnlyEnRoute });
    }
  });

  it('serves no position reported before the pickup, then the first one after it', async () => {
    const id = await flow.pickedUp(m);
    // Reported a minute before the pickup (at the business, or on his previous delivery).
    await storedPositionAt(m.courier.id, HERE, new Date(Date.now() - 60_000));
    const before = await suivi(id, m.client.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: MSG.trackingNoPosition });
    expect(before.body).not.toContain('5.212345');

    expect((await report(m.courier.headers, HERE)).statusCode).toBe(200);
    const res = await suivi(id, m.client.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      lat: number;
      lng: number;
      majA: string;
      distanceKm: number;
      arriveeEstimeeA: string;
    }>();
    expect(Object.keys(body).sort()).toEqual([
      'arriveeEstimeeA',
      'distanceKm',
      'lat',
      'livraison',
      'lng',
      'majA',
    ]);
    expect(body).toMatchObject({
      lat: HERE.latitude,
      lng: HERE.longitude,
      distanceKm: 1.5,
      livraison: { lat: 5.2, lng: -3.74 },
    });
    // The client's point is 5.2, -3.74: 1.5 km; the courier's vehicle sets the speed.
    const { typeTransport } = await t.database.db
      .selectFrom('livreurs')
      .select('typeTransport')
      .where('utilisateurId', '=', m.courier.id)
      .executeTakeFirstOrThrow();
    const expected = estimatedArrival(1.5, typeTransport, new Date(body.majA));
    expect(new Date(body.arriveeEstimeeA).getTime()).toBeGreaterThanOrEqual(expected.getTime());
    expect(new Date(body.arriveeEstimeeA).getTime()).toBeGreaterThan(new Date(body.majA).getTime());

    // He rides on: the distance and the arrival follow.
    await report(m.courier.headers, { latitude: 5.2, longitude: -3.741 });
    const closer = (await suivi(id, m.client.headers)).json<typeof body>();
    expect(closer.distanceKm).toBe(0.1);
    expect(closer.lng).toBe(-3.741);
  });

  it('keeps following him after he reports a problem on the way (the pickup stays the pickup)', async () => {
    const id = await flow.pickedUp(m);
    const pickedUp = await t.database.db
      .selectFrom('commandes')
      .select('statutAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await report(m.courier.headers, HERE)).statusCode).toBe(200);
    const problem = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/missions/${id}/probleme`,
      headers: m.courier.headers,
      payload: { type: 'CLIENT_ABSENT' },
    });
    expect(problem.statusCode).toBe(200);
    const res = await suivi(id, m.client.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lat: HERE.latitude, lng: HERE.longitude });
    // "On its way since" is still the pickup's time: the desk's delays do not restart.
    const after = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'statutAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ statut: 'EN_LIVRAISON', statutAt: pickedUp.statutAt });
  });

  it('is the order’s client’s only: another client does not learn it exists, other roles are refused', async () => {
    const id = await flow.pickedUp(m);
    await report(m.courier.headers, HERE);
    expect((await suivi(id, m.client.headers)).statusCode).toBe(200);

    const otherClient = await actor(
      t.app,
      await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }),
    );
    const stranger = await suivi(id, otherClient.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: MSG.orderNotFound });

    for (const who of [m.courier, m.owner, m.admin]) {
      const res = await suivi(id, who.headers);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.body).not.toContain('5.212345');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/commandes/${id}/suivi` })).statusCode).toBe(401);
    const missing = await suivi('00000000-0000-4000-8000-000000000000', m.client.headers);
    expect(missing.statusCode).toBe(404);
    const bad = await suivi('pas-un-id', m.client.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('ends with the delivery: a delivered order shows no position any more', async () => {
    const id = await flow.pickedUp(m);
    await report(m.courier.headers, HERE);
    expect((await suivi(id, m.client.headers)).statusCode).toBe(200);
    const { codeClient } = await flow.codes(id);
    expect((await flow.deliver(id, codeClient, m.courier.headers)).statusCode).toBe(200);
    const res = await suivi(id, m.client.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.trackingOnlyEnRoute });
  });

  it('answers every parallel read the same while he reports', async () => {
    const id = await flow.pickedUp(m);
    await report(m.courier.headers, HERE);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? suivi(id, m.client.headers) : report(m.courier.headers, HERE),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
  });
});

describe('the courier’s position is never in any other answer', () => {
  it('leaves it out of the order as its client, business, courier and admins read it, and out of the lists', async () => {
    const id = await flow.pickedUp(m);
    await report(m.courier.headers, HERE);
    const urls: Array<[string, Record<string, string>]> = [
      [`/api/commandes/${id}`, m.client.headers],
      ['/api/commandes/client', m.client.headers],
      [`/api/commandes/${id}`, m.owner.headers],
      [`/api/entreprises/${m.entreprise.id}/orders`, m.owner.headers],
      [`/api/commandes/${id}`, m.admin.headers],
      [`/api/admin/commandes/${id}`, m.admin.headers],
      ['/api/admin/commandes/suivi', m.admin.headers],
      [`/api/admin/commandes/${id}/livreurs`, m.admin.headers],
      ['/api/admin/livreurs', m.admin.headers],
      ['/api/admin/users', m.admin.headers],
    ];
    for (const [url, headers] of urls) {
      const res = await flow.get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('5.212345');
      expect(res.body, url).not.toContain('3.745678');
    }
  });
});

describe('the live event of a new position', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('adresse inconnue');
    base = `http://127.0.0.1:${address.port}`;
  });

  it('goes to the client of each order he carries, never to other clients, the business nor other couriers', async () => {
    const id = await flow.pickedUp(m);
    // A second client, whose order the same courier only accepted (not on its way yet).
    const otherUser = await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id });
    const other = { ...m, client: await actor(t.app, otherUser) };
    const notYet = await flow.waiting(other);
    await flow.accept(notYet, m.courier.headers);

    const client = await openStream(base, m.client.token);
    const otherClient = await openStream(base, other.client.token);
    const owner = await openStream(base, m.owner.token);
    const rival = await flow.newCourier(m);
    const rivalToken = (rival.headers.authorization ?? '').replace(/^Bearer /, '');
    const rivalStream = await openStream(base, rivalToken);
    try {
      await report(m.courier.headers, HERE);
      const event = await client.waitFor((e) => e.type === 'livreur.position');
      expect(event).toMatchObject({ type: 'livreur.position', commandeId: id });
      expect(JSON.stringify(event)).not.toContain('5.212345');
      // A later event the others do hear proves they were listening when the position went by.
      await t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${m.entreprise.id}/orders/${notYet}/prete`,
        headers: m.owner.headers,
        payload: {},
      });
      await otherClient.waitFor((e) => e.type === 'commande.statut' && e.commandeId === notYet);
      await owner.waitFor((e) => e.type === 'commande.statut' && e.commandeId === notYet);
      for (const s of [otherClient, owner, rivalStream]) {
        expect(s.events.some((e) => e.type === 'livreur.position')).toBe(false);
      }
    } finally {
      for (const s of [client, otherClient, owner, rivalStream]) s.close();
    }
  });
});
