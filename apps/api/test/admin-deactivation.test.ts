import { describe, expect, it } from 'vitest';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import type { AccountOpenOrder, AdminOrdersPage } from '@comoe/shared/schemas/admin-commandes';
import { orderRef } from '@comoe/shared/commandes/reference';
import { type TestApp } from './helpers/app.ts';
import {
  type DeskCalls,
  deskSuite,
  journalRows,
  notificationsOf,
  orderIn,
  orderState,
  readyCourier,
} from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';

// Issue 20 §1: deactivating an account settles its open orders.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

const deactivate = (id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/utilisateurs/${id}/statut`,
    headers: m.admin.headers,
    payload: { statut: 'INACTIF', motif: 'Fraude constatée' },
  });

describe('PUT /api/admin/utilisateurs/:id/statut INACTIF', () => {
  it("cancels a business's open orders with the reason 'Entreprise désactivée', tells the clients, leaves the others", async () => {
    const waiting = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const ready = await orderIn(t, m, 'PRETE', m.courier.id);
    const done = await orderIn(t, m, 'LIVREE', m.courier.id);
    expect((await deactivate(m.owner.id)).statusCode).toBe(200);
    for (const id of [waiting, ready]) {
      expect((await orderState(t, id)).statut).toBe('ANNULEE');
      expect(await journalRows(t, id)).toEqual([
        expect.objectContaining({ type: 'commande.annuler', motif: DESK_MSG.businessDisabled }),
      ]);
    }
    expect((await orderState(t, done)).statut).toBe('LIVREE');
    const told = (await notificationsOf(t, m.client.id)).filter((n) => n.commandeId === waiting);
    expect(told.map((n) => n.corps)).toEqual([DESK_MSG.cancelledClient(DESK_MSG.businessDisabled)]);
    expect(await journalRows(t, String(m.owner.id))).toEqual([
      expect.objectContaining({
        type: 'compte.statut',
        adminId: m.admin.id,
        resume: expect.stringMatching(/désactivé/) as unknown,
      }),
    ]);
  });

  it("gives a courier's missions not yet picked up back to the city, and flags those on their way", async () => {
    const rider = await readyCourier(t, m.ville.id);
    const accepted = await orderIn(t, m, 'ACCEPTEE', rider.id);
    const ready = await orderIn(t, m, 'PRETE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    expect((await deactivate(rider.id)).statusCode).toBe(200);
    for (const id of [accepted, ready]) {
      expect(await orderState(t, id)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
    }
    expect(await orderState(t, onTheWay)).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: rider.id });
    const flagged = (await desk.list('groupe=ATTENTION&size=100')).json<AdminOrdersPage>();
    expect(flagged.content.find((o) => o.id === onTheWay)?.attention).toEqual(['LIVREUR_DESACTIVE']);
  });

  it('records a reactivation in the journal too, and nothing when nothing changed', async () => {
    const rider = await readyCourier(t, m.ville.id);
    await deactivate(rider.id);
    await deactivate(rider.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/utilisateurs/${rider.id}/statut`,
      headers: m.admin.headers,
      payload: { statut: 'ACTIF' },
    });
    const rows = await journalRows(t, String(rider.id));
    expect(rows.map((r) => r.resume.split(') ')[1])).toEqual(['désactivé.', 'réactivé.']);
  });
});

describe('GET /api/admin/utilisateurs/:id/commandes-ouvertes', () => {
  const preview = (id: number | string, headers = m.admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/utilisateurs/${id}/commandes-ouvertes`, headers });

  it("lists a courier's open orders with what deactivating him does to each, and changes nothing", async () => {
    const rider = await readyCourier(t, m.ville.id);
    const accepted = await orderIn(t, m, 'ACCEPTEE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    await orderIn(t, m, 'LIVREE', rider.id);
    const res = await preview(rider.id);
    expect(res.statusCode).toBe(200);
    // Both made within the same millisecond: compare them in any order.
    expect(res.json<AccountOpenOrder[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: accepted,
          reference: orderRef(accepted),
          statut: 'ACCEPTEE',
          suite: 'REMISE_AUX_LIVREURS',
        }),
        expect.objectContaining({ id: onTheWay, statut: 'EN_LIVRAISON', suite: 'SIGNALEE' }),
      ]),
    );
    expect(res.json<AccountOpenOrder[]>()).toHaveLength(2);
    expect((await orderState(t, accepted)).statut).toBe('ACCEPTEE');
  });

  it("says a business's and a client's orders not yet picked up will be cancelled, an admin has none", async () => {
    const waiting = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const ready = await orderIn(t, m, 'PRETE', m.courier.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', m.courier.id);
    // The suite shares one marketplace: other tests' orders are there too, oldest first.
    for (const account of [m.owner.id, m.client.id]) {
      const orders = (await preview(account)).json<AccountOpenOrder[]>();
      const suite = (id: string) => orders.find((o) => o.id === id)?.suite;
      expect([suite(waiting), suite(ready), suite(onTheWay)]).toEqual(['ANNULEE', 'ANNULEE', 'CONTINUE']);
    }
    expect((await preview(m.admin.id)).json()).toEqual([]);
  });

  it('is for admins only, answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect((await preview(m.courier.id, m.client.headers)).statusCode).toBe(403);
    expect((await preview(m.courier.id, {})).statusCode).toBe(401);
    expect((await preview(999_999)).statusCode).toBe(404);
    expect((await preview('abc')).statusCode).toBe(400);
  });
});
