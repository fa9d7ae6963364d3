import { describe, expect, it } from 'vitest';
import { courierGains } from '@comoe/shared/admin-finance';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { formatFcfa } from '@comoe/shared/money';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import { secondInstance } from './helpers/admin.ts';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { readyCourier } from './helpers/desk.ts';
import { type Market, placeOrder } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 20 §2 (design §13): each delivery credits its courier 15 %, cash orders record the cash
// he collected; an admin pays everything owed up to now, once.
let t: TestApp;
let m: Market;
let moves: OrderMoves;
marketMovesSuite((s) => ({ t, m, moves } = s));

const gainsOf = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/livreurs/gains${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CourierGains>();
};
const pay = (livreurId: number, payload: unknown = { reference: 'WAVE-991' }, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/livreurs/${livreurId}/versement`,
    headers: m.admin.headers,
    payload: payload as never,
  });

/** A courier of the city with deliveries already made: `totals` are the orders' totals. */
async function courierWith(totals: number[], paiement: 'ESPECES' | 'WAVE' = 'WAVE') {
  const rider = await readyCourier(t, m.ville.id);
  for (const total of totals) {
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'LIVREE',
      livreurId: rider.id,
      livreeAt: new Date(),
      total,
    });
    await t.database.db
      .updateTable('commandes')
      .set({ typePaiement: paiement })
      .where('id', '=', id)
      .execute();
  }
  return rider;
}

describe('GET /api/livreurs/gains', () => {
  it('credits a delivery made through the app with 15 % of its total, counted today, this week and month', async () => {
    const before = await gainsOf(m.courier.headers);
    const order = await placeOrder(t.app, m);
    await moves.business(order.id, 'accepter');
    await moves.courier(`accepter-mission/${order.id}`);
    await moves.business(order.id, 'prete');
    await moves.courier(`marquer-recuperee/${order.id}?code=${await moves.codeEntreprise(order.id)}`);
    expect((await moves.deliver(order.id, order.codeClient)).json()).toEqual({ statut: 'LIVREE' });
    const row = await t.database.db
      .selectFrom('commandes')
      .select('gainLivreur')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.gainLivreur).toBe(courierGains(order.total));

    const after = await gainsOf(m.courier.headers);
    for (const key of ['aujourdhui', 'semaine', 'mois', 'periode'] as const) {
      expect(after[key].livraisons).toBe(before[key].livraisons + 1);
      expect(after[key].gains).toBe(before[key].gains + courierGains(order.total));
    }
    expect(after.du).toBe(before.du + courierGains(order.total));
    expect(after.especesEncaissees).toBe(before.especesEncaissees + order.total); // paid in cash
    expect(after.periode.parJour.at(-1)).toMatchObject({ livraisons: after.aujourdhui.livraisons });
  });

  it('answers a period of whole days, and refuses a reversed one in French', async () => {
    const rider = await courierWith([3000]);
    const past = await gainsOf(rider.headers, '?debut=2025-01-01&fin=2025-01-31');
    expect(past.periode).toMatchObject({
      debut: '2025-01-01',
      fin: '2025-01-31',
      livraisons: 0,
      gains: 0,
      parJour: [],
    });
    expect(past.du).toBe(450);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/gains?debut=2025-02-01&fin=2025-01-01',
      headers: rider.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/livreurs/gains', headers: m.client.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('courier payouts', () => {
  it('lists what each courier is owed, pays it all once with its reference, tells him and keeps it in the journal', async () => {
    const rider = await courierWith([3000, 5000], 'ESPECES');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/livreurs/versements?size=100',
      headers: m.admin.headers,
    });
    const debt = list
      .json<{ content: Array<{ livreurId: number }> }>()
      .content.find((d) => d.livreurId === rider.id);
    expect(debt).toMatchObject({ du: 450 + 750, commandes: 2, especesEncaissees: 8000 });

    const res = await pay(rider.id);
    expect(res.json()).toEqual({ montant: 1200, commandes: 2, reference: 'WAVE-991' });
    const gains = await gainsOf(rider.headers);
    expect(gains).toMatchObject({ du: 0, verse: 1200, especesEncaissees: 0 });
    expect(gains.versements[0]).toMatchObject({ montant: 1200, commandes: 2, reference: 'WAVE-991' });
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('utilisateurId', '=', rider.id)
      .execute();
    expect(notes.map((n) => n.corps)).toEqual([MSG.courierPayoutNotice(formatFcfa(1200), 2, 'WAVE-991')]);
    const journal = await t.database.db
      .selectFrom('journalAdmin')
      .select(['type', 'adminId'])
      .where('cibleId', '=', String(rider.id))
      .execute();
    expect(journal).toEqual([{ type: 'versement.livreur', adminId: m.admin.id }]);
    expectRefusal(await pay(rider.id), 409, MSG.courierNothingOwed);
  });

  it('pays once when 200 payouts of one courier arrive at once on two API processes', async () => {
    const rider = await courierWith([2000, 4000, 6000]);
    const second = await secondInstance(t);
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          pay(rider.id, { reference: `R-${i}` }, i % 2 ? second.app : t.app),
        ),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((a) => a.statusCode !== 200))
        expectRefusal(r, 409, MSG.courierNothingOwed);
      const payouts = await t.database.db
        .selectFrom('versementsLivreur')
        .select(['montant', 'commandes'])
        .where('livreurId', '=', rider.id)
        .execute();
      expect(payouts).toEqual([{ montant: 300 + 600 + 900, commandes: 3 }]);
    } finally {
      await second.close();
    }
  });

  it('refuses other roles, an unknown courier and a reference too long', async () => {
    const rider = await courierWith([1000]);
    for (const who of [m.client, m.owner, m.courier]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/livreurs/${rider.id}/versement`,
        headers: who.headers,
        payload: {},
      });
      expectRefusal(res, 403, MSG.forbidden);
    }
    expectRefusal(await pay(987_654), 404, ADMIN_MSG.livreurNotFound);
    expectRefusal(
      await pay(rider.id, { reference: 'x'.repeat(101) }),
      400,
      MSG.courierPayoutReferenceInvalid,
    );
    expect((await pay(rider.id, {})).json()).toMatchObject({ montant: 150, reference: null });
  });
});
