import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login, multipart, pngBytes } from './helpers/factories.ts';
import { type Market, marketplace, placeOrder } from './helpers/marketplace.ts';

let t: TestApp;
let m: Market;
let png: Buffer;

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  png = await pngBytes();
});
afterAll(() => t.close());

const business = (orderId: string, action: string, headers = m.owner.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${orderId}/${action}`,
    headers,
  });
const courier = (path: string, headers = m.courier.headers) =>
  t.app.inject({ method: 'POST', url: `/api/livreurs/${path}`, headers });
const available = (on: boolean, headers = m.courier.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/disponibilite', headers, payload: { disponible: on } });
const deliver = (orderId: string, code: string, withProof = true, headers = m.courier.headers) => {
  const body = multipart(
    { code },
    withProof ? { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: png } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${orderId}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
async function codeEntreprise(orderId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/commandes/${orderId}`,
    headers: m.owner.headers,
  });
  return res.json<{ codeEntreprise: string }>().codeEntreprise;
}
async function statusOf(orderId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/commandes/${orderId}`,
    headers: m.client.headers,
  });
  return res.json<{ statut: string }>().statut;
}

beforeEach(async () => {
  await available(true);
});

describe('the whole lifecycle', () => {
  it('goes from checkout to LIVREE through the business and courier endpoints, and is rated', async () => {
    const order = await placeOrder(t.app, m);
    expect((await business(order.id, 'accepter')).json()).toEqual({ statut: 'EN_ATTENTE_LIVREUR' });

    const missions = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/missions-disponibles',
      headers: m.courier.headers,
    });
    const mission = missions.json<Array<Record<string, unknown>>>().find((x) => x.id === order.id);
    expect(mission).toBeDefined();
    expect(JSON.stringify(mission)).not.toMatch(/codeClient|codeEntreprise/);

    expect((await courier(`accepter-mission/${order.id}`)).json()).toEqual({ statut: 'ACCEPTEE' });
    expect((await business(order.id, 'prete')).json()).toEqual({ statut: 'PRETE' });
    const code = await codeEntreprise(order.id);
    expect((await courier(`marquer-recuperee/${order.id}?code=${code}`)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
    const done = await deliver(order.id, order.codeClient);
    expect(done.json()).toEqual({ statut: 'LIVREE' });

    const transitions = await t.database.db
      .selectFrom('transitionsCommande')
      .select(['deStatut', 'versStatut', 'acteurRole'])
      .where('commandeId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(transitions.map((x) => `${x.deStatut ?? '∅'}→${x.versStatut}:${x.acteurRole}`)).toEqual([
      '∅→EN_ATTENTE_ENTREPRISE:CLIENT',
      'EN_ATTENTE_ENTREPRISE→EN_ATTENTE_LIVREUR:ENTREPRISE',
      'EN_ATTENTE_LIVREUR→ACCEPTEE:LIVREUR',
      'ACCEPTEE→PRETE:ENTREPRISE',
      'PRETE→EN_LIVRAISON:LIVREUR',
      'EN_LIVRAISON→LIVREE:LIVREUR',
    ]);

    const rate = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/avis`,
      headers: m.client.headers,
      payload: { note: 5, commentaire: 'Très bon garba, livré chaud.' },
    });
    expect(rate.statusCode).toBe(201);
    expect(rate.json()).toMatchObject({ noteClient: 5, commentaireClient: 'Très bon garba, livré chaud.' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/avis`,
      headers: m.client.headers,
      payload: { note: 1 },
    });
    expect(again.statusCode).toBe(409);
    const e = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}`,
      headers: m.client.headers,
    });
    expect(e.json()).toMatchObject({ rating: 5, nombreAvis: 1 });

    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/stats-du-jour',
      headers: m.courier.headers,
    });
    expect(stats.json()).toMatchObject({
      livraisonsAujourdHui: 1,
      revenusDuJour: Math.round(order.total * 0.15),
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/historique',
      headers: m.courier.headers,
    });
    expect(history.json<Array<{ id: string }>>().map((x) => x.id)).toContain(order.id);
  });
});

describe('forbidden moves', () => {
  it('refuses a move from the wrong status with 409', async () => {
    const order = await placeOrder(t.app, m);
    const res = await business(order.id, 'prete');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.orderTransitionRefused('EN_ATTENTE_ENTREPRISE') });
    expect((await courier(`accepter-mission/${order.id}`)).statusCode).toBe(409);
  });

  it("refuses another business's and the client's hands on business actions", async () => {
    const order = await placeOrder(t.app, m);
    const intruder = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const headers = bearer(await login(t.app, intruder));
    expect((await business(order.id, 'accepter', headers)).statusCode).toBe(403);
    expect((await business(order.id, 'accepter', m.client.headers)).statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('lets the client cancel only while the business has not accepted', async () => {
    const a = await placeOrder(t.app, m);
    const cancel = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/commandes/${id}/annuler`, headers: m.client.headers });
    expect((await cancel(a.id)).json()).toEqual({ statut: 'ANNULEE' });
    const b = await placeOrder(t.app, m);
    await business(b.id, 'accepter');
    expect((await cancel(b.id)).statusCode).toBe(409);
  });

  it('tells the business, not the client a second time, when the client cancels', async () => {
    const order = await placeOrder(t.app, m);
    await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/annuler`,
      headers: m.client.headers,
    });
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(['utilisateurId', 'corps'])
      .where('commandeId', '=', order.id)
      .where('corps', '=', MSG.orderCancelledNotice)
      .execute();
    expect(rows).toEqual([{ utilisateurId: m.owner.id, corps: MSG.orderCancelledNotice }]);
  });

  it('lets the business refuse a waiting order, and the business or an admin cancel an open one', async () => {
    const a = await placeOrder(t.app, m);
    expect((await business(a.id, 'refuser')).json()).toEqual({ statut: 'ANNULEE' });
    const b = await placeOrder(t.app, m);
    await business(b.id, 'accepter');
    expect((await business(b.id, 'refuser')).statusCode).toBe(409);
    expect((await business(b.id, 'annuler', m.admin.headers)).json()).toEqual({ statut: 'ANNULEE' });
    expect((await business(b.id, 'annuler')).statusCode).toBe(409);
  });

  it('keeps couriers of other cities and unavailable couriers off a mission', async () => {
    const order = await placeOrder(t.app, m);
    await business(order.id, 'accepter');
    const elsewhere = await createVille(t.database.db);
    const far = await createUser(t.database.db, 'LIVREUR', { villeId: elsewhere.id });
    const farHeaders = bearer(await login(t.app, far));
    await available(true, farHeaders);
    expect((await courier(`accepter-mission/${order.id}`, farHeaders)).statusCode).toBe(403);
    await available(false);
    const res = await courier(`accepter-mission/${order.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.courierUnavailable });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/missions-disponibles',
      headers: m.courier.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it('locks the pickup code after 5 wrong tries until the business unlocks it', async () => {
    const order = await placeOrder(t.app, m);
    await business(order.id, 'accepter');
    await courier(`accepter-mission/${order.id}`);
    await business(order.id, 'prete');
    const right = await codeEntreprise(order.id);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await courier(`marquer-recuperee/${order.id}?code=${wrong}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`${5 - i} essai`);
    }
    expect((await courier(`marquer-recuperee/${order.id}?code=${wrong}`)).statusCode).toBe(409);
    const locked = await courier(`marquer-recuperee/${order.id}?code=${right}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ message: MSG.codeLocked });
    const unlock = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/debloquer-codes`,
      headers: m.owner.headers,
    });
    expect(unlock.statusCode).toBe(200);
    expect((await courier(`marquer-recuperee/${order.id}?code=${right}`)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
  });

  it('refuses delivery without a proof photo or with the wrong code, and by another courier', async () => {
    const order = await placeOrder(t.app, m);
    await business(order.id, 'accepter');
    await courier(`accepter-mission/${order.id}`);
    await business(order.id, 'prete');
    await courier(`marquer-recuperee/${order.id}?code=${await codeEntreprise(order.id)}`);
    const noProof = await deliver(order.id, order.codeClient, false);
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toEqual({ message: MSG.proofRequired });
    const wrong = await deliver(order.id, order.codeClient === '0000' ? '1111' : '0000');
    expect(wrong.statusCode).toBe(400);
    const other = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
    const otherHeaders = bearer(await login(t.app, other));
    expect((await deliver(order.id, order.codeClient, true, otherHeaders)).statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('EN_LIVRAISON');
    expect((await deliver(order.id, order.codeClient)).json()).toEqual({ statut: 'LIVREE' });
  });
});

describe('races and privacy', () => {
  it('gives a mission to exactly one of 20 couriers accepting at once', async () => {
    const order = await placeOrder(t.app, m);
    await business(order.id, 'accepter');
    const couriers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
        const headers = bearer(await login(t.app, c));
        await available(true, headers);
        return { id: c.id, headers };
      }),
    );
    const results = await Promise.all(
      couriers.map((c) => courier(`accepter-mission/${order.id}`, c.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const row = await t.database.db
      .selectFrom('commandes')
      .select(['livreurId', 'statut'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const winner = couriers[results.findIndex((r) => r.statusCode === 200)]!;
    expect(row).toEqual({ livreurId: winner.id, statut: 'ACCEPTEE' });
  });

  it("answers 404 to a client reading another client's order", async () => {
    const order = await placeOrder(t.app, m);
    const other = await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id });
    const headers = bearer(await login(t.app, other));
    const res = await t.app.inject({ method: 'GET', url: `/api/commandes/${order.id}`, headers });
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/commandes/client', headers });
    expect(list.json()).toEqual([]);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/commandes/${order.id}/annuler`, headers });
    expect(cancel.statusCode).toBe(404);
  });

  it('shows the business its code and the client its own, never the other', async () => {
    const order = await placeOrder(t.app, m);
    const forBusiness = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders?size=50`,
      headers: m.owner.headers,
    });
    const page = forBusiness.json<{ content: Array<Record<string, unknown>>; totalElements: number }>();
    const row = page.content.find((o) => o.id === order.id)!;
    expect(row.codeEntreprise).toMatch(/^\d{4}$/);
    expect(row).not.toHaveProperty('codeClient');
    const forClient = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/${order.id}`,
      headers: m.client.headers,
    });
    expect(forClient.json()).not.toHaveProperty('codeEntreprise');
  });
});
