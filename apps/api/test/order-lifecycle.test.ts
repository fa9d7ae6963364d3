import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { bearer, createUser, login } from './helpers/factories.ts';
import { type Market, placeOrder } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';

// An order from checkout to delivery, and what no one may see of it. The moves refused on the
// way are in order-forbidden-moves.test.ts.
let t: TestApp;
let m: Market;
let moves: OrderMoves;

marketMovesSuite((s) => ({ t, m, moves } = s));

describe('the whole lifecycle', () => {
  it('goes from checkout to LIVREE through the business and courier endpoints, and is rated', async () => {
    const order = await placeOrder(t.app, m);
    expect((await moves.business(order.id, 'accepter')).json()).toMatchObject({
      statut: 'EN_ATTENTE_LIVREUR',
      delaiPreparationMin: 20,
    });

    const missions = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/missions-disponibles',
      headers: m.courier.headers,
    });
    const mission = missions.json<Array<Record<string, unknown>>>().find((x) => x.id === order.id);
    expect(mission).toBeDefined();
    expect(JSON.stringify(mission)).not.toMatch(/codeClient|codeEntreprise/);

    expect((await moves.courier(`accepter-mission/${order.id}`)).json()).toEqual({ statut: 'ACCEPTEE' });
    expect((await moves.business(order.id, 'prete')).json()).toEqual({ statut: 'PRETE' });
    const code = await moves.codeEntreprise(order.id);
    expect((await moves.courier(`marquer-recuperee/${order.id}?code=${code}`)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
    const done = await moves.deliver(order.id, order.codeClient);
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

describe('races and privacy', () => {
  it('gives a mission to exactly one of 20 couriers accepting at once', async () => {
    const order = await placeOrder(t.app, m);
    await moves.business(order.id, 'accepter');
    const couriers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
        const headers = bearer(await login(t.app, c));
        await moves.available(true, headers);
        return { id: c.id, headers };
      }),
    );
    const results = await Promise.all(
      couriers.map((c) => moves.courier(`accepter-mission/${order.id}`, c.headers)),
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
