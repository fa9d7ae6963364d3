// @files disk: the proof photo is incidental: the live events are what it tests
import { orderRef } from '@comoe/shared/commandes/reference';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, login, multipart, pngBytes } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { openStream } from './helpers/sse.ts';
import { movePayload, USUAL_DECISIONS } from './helpers/decision-bodies.ts';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';

// Design §6: stored notifications and who hears which live event, on both buses.

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return `http://127.0.0.1:${address.port}`;
}

const buses = [
  { name: 'in-process bus', redisUrl: undefined as string | undefined },
  { name: 'Redis bus', redisUrl: process.env.REDIS_URL },
];

describe.each(buses)('live events and notifications ($name)', ({ name, redisUrl }) => {
  const skip = name === 'Redis bus' && !redisUrl;
  let t: TestApp;
  let m: Market;
  let base: string;

  beforeAll(async () => {
    if (skip) return;
    const channel = `comoe:test:extra:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    t = await buildTestApp(redisUrl ? { redisUrl, redisChannel: channel } : {});
    m = await marketplace(t.app, t.database.db);
    base = await listen(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers: m.courier.headers,
      payload: { disponible: true },
    });
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  const business = (mk: Market, id: string, action: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${mk.entreprise.id}/orders/${id}/${action}`,
      headers: mk.owner.headers,
      payload: movePayload(action),
    });
  const accept = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/livreurs/accepter-mission/${id}`, headers });
  async function otherCourierOf(mk: Market) {
    const user = await createUser(t.database.db, 'LIVREUR', { villeId: mk.ville.id });
    const headers = bearer(await login(t.app, user));
    await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers,
      payload: { disponible: true },
    });
    return { id: user.id, token: headers.authorization.slice(7), headers };
  }
  const notificationsOf = (utilisateurId: number, commandeId: string) =>
    t.database.db
      .selectFrom('notifications')
      .select(['titre', 'corps', 'lu'])
      .where('utilisateurId', '=', utilisateurId)
      .where('commandeId', '=', commandeId)
      .orderBy('id')
      .execute();

  it.skipIf(skip)(
    'stores a notification for the client at every status change of a full lifecycle',
    async () => {
      const stream = await openStream(base, m.client.token);
      const order = await placeOrder(t.app, m);
      await business(m, order.id, 'accepter');
      await accept(order.id, m.courier.headers);
      await business(m, order.id, 'prete');
      const { codeEntreprise } = await t.database.db
        .selectFrom('commandes')
        .select('codeEntreprise')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${order.id}?code=${codeEntreprise}`,
        headers: m.courier.headers,
      });
      const body = multipart(
        { code: order.codeClient },
        { field: 'proofFile', name: 'p.png', type: 'image/png', bytes: await pngBytes() },
      );
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-livree/${order.id}`,
        headers: { ...m.courier.headers, ...body.headers },
        payload: body.payload,
      });
      expect(done.json()).toEqual({ statut: 'LIVREE' });

      const stored = await notificationsOf(m.client.id, order.id);
      const changes = ['EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE', 'EN_LIVRAISON', 'LIVREE'] as const;
      expect(stored).toHaveLength(5);
      // Accepting tells the client when the order will be ready (issue 21 §1); the other moves, their status.
      expect(stored[0]?.corps).toMatch(/^L'entreprise a accepté votre commande : prête vers \d{1,2} h/);
      expect(stored.slice(1).map((n) => n.corps)).toEqual(
        changes.slice(1).map((s) => CLIENT_STATUS_MESSAGES[s]),
      );
      expect(stored.every((n) => n.lu === false && n.titre.includes(orderRef(order.id)))).toBe(true);
      // The business is told of the new order; the courier gets no stored notification.
      expect(await notificationsOf(m.owner.id, order.id)).toEqual([
        expect.objectContaining({ titre: 'Nouvelle commande', lu: false }),
      ]);
      expect(await notificationsOf(m.courier.id, order.id)).toEqual([]);
      // Each stored notification also reached the client's open stream.
      await stream.waitFor((e) => e.type === 'notification' && e.corps === CLIENT_STATUS_MESSAGES.LIVREE);
      expect(
        stream.events.filter((e) => e.type === 'notification' && e.commandeId === order.id),
      ).toHaveLength(5);
      stream.close();
    },
  );

  it.skipIf(skip)('stores one notification when the business refuses the order', async () => {
    const order = await placeOrder(t.app, m);
    await business(m, order.id, 'refuser');
    const stored = await notificationsOf(m.client.id, order.id);
    // The refusal's reason reaches the client (issue 21 §1).
    expect(stored.map((n) => n.corps)).toEqual([
      DECISION_MSG.refusedClient(USUAL_DECISIONS.refuser!.motif as string),
    ]);
  });

  it.skipIf(skip)('announces a new mission to couriers of the city only', async () => {
    const elsewhere = await marketplace(t.app, t.database.db);
    const farCourier = await otherCourierOf(elsewhere);
    const near = await openStream(base, m.courier.token);
    const far = await openStream(base, farCourier.token);

    const here = await placeOrder(t.app, m);
    await business(m, here.id, 'accepter');
    await near.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === here.id);
    // An event for the far city published afterwards: once it has arrived, the first would have too.
    const there = await placeOrder(t.app, elsewhere);
    await business(elsewhere, there.id, 'accepter');
    await far.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === there.id);

    expect(far.events.some((e) => 'commandeId' in e && e.commandeId === here.id)).toBe(false);
    expect(near.events.some((e) => 'commandeId' in e && e.commandeId === there.id)).toBe(false);
    near.close();
    far.close();
  });

  it.skipIf(skip)("withdraws a mission from the city's other couriers once one takes it", async () => {
    const rival = await otherCourierOf(m);
    const rivalStream = await openStream(base, rival.token);
    const takerStream = await openStream(base, m.courier.token);
    const clientStream = await openStream(base, m.client.token);

    const order = await placeOrder(t.app, m);
    await business(m, order.id, 'accepter');
    await rivalStream.waitFor((e) => e.type === 'mission.disponible' && e.commandeId === order.id);
    expect((await accept(order.id, m.courier.headers)).statusCode).toBe(200);

    const gone = await rivalStream.waitFor((e) => e.type === 'mission.retiree' && e.commandeId === order.id);
    expect(gone).toMatchObject({ villeId: m.ville.id });
    await takerStream.waitFor(
      (e) => e.type === 'commande.statut' && e.commandeId === order.id && e.statut === 'ACCEPTEE',
    );
    await clientStream.waitFor(
      (e) => e.type === 'commande.statut' && e.commandeId === order.id && e.statut === 'ACCEPTEE',
    );
    // The rival is not told the order's further moves: it is not theirs.
    expect(rivalStream.events.some((e) => e.type === 'commande.statut' && e.commandeId === order.id)).toBe(
      false,
    );

    // A waiting mission cancelled by the business is withdrawn too.
    const cancelled = await placeOrder(t.app, m);
    await business(m, cancelled.id, 'accepter');
    await business(m, cancelled.id, 'annuler');
    await rivalStream.waitFor((e) => e.type === 'mission.retiree' && e.commandeId === cancelled.id);
    for (const s of [rivalStream, takerStream, clientStream]) s.close();
  });
});
