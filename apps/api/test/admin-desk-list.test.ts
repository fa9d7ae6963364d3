import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrdersPage } from '@comoe/shared/schemas/admin-commandes';
import { orderRef } from '@comoe/shared/commandes/reference';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { type DeskCalls, deskSuite, orderIn, readyCourier } from './helpers/desk.ts';
import { createEntreprise, createUser, createVille } from './helpers/factories.ts';
import { actor, placeOrder, type Market } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';
import { openStream } from './helpers/sse.ts';
import { USUAL_DECISIONS } from './helpers/decision-bodies.ts';

// Issue 20 §1: every order on the desk, filtered and searched; one order whole; live for admins.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

const page = async (query: string) => {
  const res = await desk.list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrdersPage>();
};
const ids = async (query: string) => (await page(query)).content.map((o) => o.id);

describe('GET /api/admin/commandes/suivi', () => {
  it('lists every order newest first, with its city, and filters by group, city, business, courier and client phone', async () => {
    const other = await createVille(t.database.db);
    const owner = await actor(t.app, await createUser(t.database.db, 'ENTREPRISE', { villeId: other.id }));
    const shop = await createEntreprise(t.database.db, owner);
    const buyer = await createUser(t.database.db, 'CLIENT', { villeId: other.id });
    const rider = await readyCourier(t, other.id);
    const base = { entrepriseId: shop.id, clientId: buyer.id, villeId: other.id };
    const old = await insertOrder(t.database.db, {
      ...base,
      statut: 'LIVREE',
      livreurId: rider.id,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const fresh = await insertOrder(t.database.db, { ...base, statut: 'EN_ATTENTE_ENTREPRISE' });

    expect(await ids(`villeId=${other.id}`)).toEqual([fresh, old]);
    expect(await ids(`villeId=${other.id}&sort=dateCommande,asc`)).toEqual([old, fresh]);
    expect(await ids(`entrepriseId=${shop.id}&groupe=LIVREE`)).toEqual([old]);
    expect(await ids(`entrepriseId=${shop.id}&groupe=EN_ATTENTE`)).toEqual([fresh]);
    expect(await ids(`livreurId=${rider.id}`)).toEqual([old]);
    expect(
      await ids(`telephone=${encodeURIComponent(buyer.telephone.replace(/(\d{2})/g, '$1 ').trim())}`),
    ).toEqual([fresh, old]);
    const first = (await page(`villeId=${other.id}`)).content[0]!;
    expect(first.ville).toEqual({ id: other.id, nom: other.nom });
    expect(first).not.toHaveProperty('codeEntreprise');
  });

  it('finds an order by its reference (any case, with or without #) and by a phone, spaces ignored', async () => {
    const order = await placeOrder(t.app, m);
    const ref = orderRef(order.id);
    expect(await ids(`q=${ref}`)).toContain(order.id);
    expect(await ids(`q=${encodeURIComponent(`#${ref.toLowerCase()}`)}`)).toContain(order.id);
    expect(
      await ids(`q=${encodeURIComponent(m.client.telephone.replace(/(\d{2})/g, '$1 ').trim())}`),
    ).toContain(order.id);
    expect(await ids('q=zzzz')).toEqual([]);
  });

  it('counts the orders that need attention and lists them under ATTENTION, each with why', async () => {
    const before = (await page('')).aSurveiller;
    const locked = await orderIn(t, m, 'EN_LIVRAISON', m.courier.id);
    await t.database.db
      .updateTable('commandes')
      .set({ essaisCodeClient: 5 })
      .where('id', '=', locked)
      .execute();
    const waiting = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    await t.database.db
      .updateTable('commandes')
      .set({ alerteLivreurAt: new Date() })
      .where('id', '=', waiting)
      .execute();
    const gone = await readyCourier(t, m.ville.id);
    const held = await orderIn(t, m, 'PRETE', gone.id);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', gone.id)
      .execute();
    await orderIn(t, m, 'EN_ATTENTE_LIVREUR');

    const attention = await page('groupe=ATTENTION&size=100');
    expect(attention.aSurveiller).toBe(before + 3);
    const why = Object.fromEntries(attention.content.map((o) => [o.id, o.attention]));
    expect(why[locked]).toEqual(['CODES_BLOQUES']);
    expect(why[waiting]).toEqual(['ATTENTE_LIVREUR']);
    expect(why[held]).toEqual(['LIVREUR_DESACTIVE']);
    expect(attention.content.every((o) => o.attention.length > 0)).toBe(true);
  });

  it('pages: size, page and the total', async () => {
    const all = await page('size=100');
    const second = await page('size=2&page=1');
    expect(second.totalElements).toBe(all.totalElements);
    // Counted from the per-day counts the triggers keep: the same as counting the orders.
    const counted = await t.database.db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.totalElements).toBe(Number(counted.n));
    const delivered = await t.database.db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('statut', '=', 'LIVREE')
      .executeTakeFirstOrThrow();
    expect((await page('groupe=LIVREE')).totalElements).toBe(Number(delivered.n));
    // A group of several statuses is read status by status and merged: the same pages.
    for (const status of ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON', 'ACCEPTEE', 'PRETE'] as const) {
      await orderIn(t, m, status, m.courier.id);
    }
    for (const sort of ['dateCommande,desc', 'dateCommande,asc', 'total,desc']) {
      const whole = await page(`groupe=EN_COURS&size=100&sort=${sort}`);
      const part = await page(`groupe=EN_COURS&size=2&page=1&sort=${sort}`);
      expect(part.content.map((o) => o.id)).toEqual(whole.content.slice(2, 4).map((o) => o.id));
      expect(part.totalElements).toBe(whole.totalElements);
    }
    expect(second.content.map((o) => o.id)).toEqual(all.content.slice(2, 4).map((o) => o.id));
  });

  it.each([
    ['groupe=PERDUE', 'Groupe inconnu.'],
    ['size=1000', 'La taille de page doit être comprise entre 1 et 100.'],
    ['startDate=2026-11-20&endDate=2026-11-01', undefined],
    ['sort=client,desc', undefined],
    ['villeId=abc', MSG.notFound],
  ])('answers 400 in French for %s', async (query, message) => {
    const res = await desk.list(query);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toEqual({ message });
  });

  it('is for admins only', async () => {
    expect((await desk.list('', {})).statusCode).toBe(401);
    for (const who of [m.client, m.owner, m.courier])
      expectRefusal(await desk.list('', who.headers), 403, MSG.forbidden);
  });
});

describe('GET /api/admin/commandes/:id', () => {
  it('shows the whole order: people, codes state, payout, history with names and reasons, and the moves allowed', async () => {
    const order = await placeOrder(t.app, m);
    await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
      headers: m.owner.headers,
      payload: USUAL_DECISIONS.accepter,
    });
    await desk.cancel(order.id, 'Client injoignable');
    const res = await desk.detail(order.id);
    expect(res.statusCode).toBe(200);
    const d = res.json<AdminOrderDetail>();
    expect(d).toMatchObject({
      id: order.id,
      statut: 'ANNULEE',
      client: { id: m.client.id },
      entreprise: { id: m.entreprise.id },
      essaisRestants: { client: 5, entreprise: 5 },
      paiementEntreprise: { statut: 'EN_ATTENTE', methode: null },
    });
    expect(d.items.length).toBeGreaterThan(0);
    expect(d.historique.map((h) => [h.versStatut, h.acteurRole, h.motif])).toEqual([
      ['EN_ATTENTE_ENTREPRISE', 'CLIENT', null],
      ['EN_ATTENTE_LIVREUR', 'ENTREPRISE', null],
      ['ANNULEE', 'ADMIN', 'Client injoignable'],
    ]);
    expect(d.historique[2]!.acteur).toEqual({ id: m.admin.id, nom: 'Test admin' });
    expect(d.actions.map((a) => [a.move, a.allowed])).toEqual([
      ['annuler', false],
      ['liberer', false],
      ['assigner', false],
      ['relancer', false],
      ['transferer', false],
      ['cloturerLivree', false],
      ['cloturerRetour', false],
    ]);
    expect(d.actions[0]!.reason).toBe('Action impossible : la commande est au statut « Annulée ».');
    expect(d).not.toHaveProperty('codeEntreprise');
    expect(d).not.toHaveProperty('codeClient');
  });

  it('lists the moves an open order allows', async () => {
    const id = await orderIn(t, m, 'PRETE', m.courier.id);
    const d = (await desk.detail(id)).json<AdminOrderDetail>();
    expect(d.actions.filter((a) => a.allowed).map((a) => a.move)).toEqual([
      'annuler',
      'liberer',
      'transferer',
    ]);
  });

  it('answers 404 for an unknown order, 400 for a malformed id, 403 to other roles', async () => {
    expectRefusal(await desk.detail('00000000-0000-4000-8000-000000000000'), 404, MSG.orderNotFound);
    expect((await desk.detail('abc')).statusCode).toBe(400);
    const id = await orderIn(t, m, 'PRETE', m.courier.id);
    expectRefusal(await desk.detail(id, m.owner.headers), 403, MSG.forbidden);
  });
});

describe('GET /api/admin/commandes/:id/livreurs', () => {
  it('lists the verified, active couriers of the order city, those who can take it first, with why not', async () => {
    const ville = await createVille(t.database.db);
    const owner = await actor(t.app, await createUser(t.database.db, 'ENTREPRISE', { villeId: ville.id }));
    const shop = await createEntreprise(t.database.db, owner);
    const order = await insertOrder(t.database.db, {
      entrepriseId: shop.id,
      clientId: m.client.id,
      villeId: ville.id,
      statut: 'EN_ATTENTE_LIVREUR',
    });
    const free = await readyCourier(t, ville.id);
    const resting = await readyCourier(t, ville.id, { disponible: false });
    await readyCourier(t, ville.id, { verifie: false });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commandes/${order}/livreurs`,
      headers: m.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: free.id, disponible: true, missionsEnCours: 0, empechement: null }),
      expect.objectContaining({
        id: resting.id,
        disponible: false,
        empechement: DESK_MSG.courierUnavailable,
      }),
    ]);
  });
});

describe("the admins' live stream", () => {
  it('tells every admin of a new order and of each move, and nobody else of what is not theirs', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('adresse inconnue');
    const base = `http://127.0.0.1:${address.port}`;
    const other = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id }));
    const adminStream = await openStream(base, m.admin.token);
    const otherStream = await openStream(base, other.token);
    const order = await placeOrder(t.app, m);
    await adminStream.waitFor((e) => e.type === 'commande.nouvelle' && e.commandeId === order.id);
    await desk.cancel(order.id, 'Doublon de commande');
    await adminStream.waitFor(
      (e) => e.type === 'commande.statut' && e.commandeId === order.id && e.statut === 'ANNULEE',
    );
    expect(otherStream.events.filter((e) => 'commandeId' in e && e.commandeId === order.id)).toEqual([]);
    adminStream.close();
    otherStream.close();
  });
});
