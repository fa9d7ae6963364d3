import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comoe/shared/events';
import { NO_ANSWER_MSG } from '@comoe/shared/commandes/no-answer';
import type { AdminOrder, AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { TEST_ENTREPRISE_PHONE, createUser } from './helpers/factories.ts';
import type { TestApp } from './helpers/app.ts';
import { placeOrder, type Market } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';
import { notificationsOf } from './helpers/desk.ts';

// Issue 34 §2: the desk sees whom to call about an order nobody answers, since when it waits and
// when it will be cancelled; the automatic cancellation says why and tells the admins.
let t: TestApp;
let m: Market;
let moves: OrderMoves;
let inactiveAdmin: { id: number };
const events: LiveEvent[] = [];
marketMovesSuite((s) => ({ t, m, moves } = s));
beforeAll(async () => {
  inactiveAdmin = await createUser(t.database.db, 'ADMIN', { villeId: m.ville.id, statut: 'INACTIF' });
  t.app.events.subscribe((e) => events.push(e));
});

const MIN = 60_000;
type Headers = Record<string, string>;
const get = <T>(url: string, headers: Headers = m.admin.headers) =>
  t.app.inject({ method: 'GET', url, headers }).then((r) => {
    expect(r.statusCode).toBe(200);
    return r.json<T>();
  });

describe('an unanswered order on the desk', () => {
  it('shows the business’s phone, since when it waits and when it will be cancelled', async () => {
    const order = await placeOrder(t.app, m);
    const placedAt = new Date(Date.now() - 4 * MIN);
    await t.database.db
      .updateTable('commandes')
      .set({ statutAt: placedAt })
      .where('id', '=', order.id)
      .execute();
    const expected = {
      telephone: TEST_ENTREPRISE_PHONE,
      depuis: placedAt.toISOString(),
      annulationAutoAt: new Date(placedAt.getTime() + t.config.orderAutoCancelMin * MIN).toISOString(),
    };
    const detail = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`);
    expect(detail.attenteEntreprise).toEqual(expected);
    const list = await get<{ content: AdminOrder[] }>('/api/admin/commandes/suivi?size=100');
    expect(list.content.find((o) => o.id === order.id)?.attenteEntreprise).toEqual(expected);
  });

  it('falls back on the owner’s phone when the business gave none', async () => {
    const order = await placeOrder(t.app, m);
    await t.database.db
      .updateTable('entreprises')
      .set({ telephone: null })
      .where('id', '=', m.entreprise.id)
      .execute();
    try {
      const detail = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`);
      expect(detail.attenteEntreprise?.telephone).toBe(m.owner.telephone);
    } finally {
      await t.database.db
        .updateTable('entreprises')
        .set({ telephone: TEST_ENTREPRISE_PHONE })
        .where('id', '=', m.entreprise.id)
        .execute();
    }
  });

  it('has nothing to wait for once the business answered', async () => {
    const order = await placeOrder(t.app, m);
    expect((await moves.business(order.id, 'accepter')).statusCode).toBe(200);
    expect((await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`)).attenteEntreprise).toBeNull();
  });

  it('is refused to anyone but an admin', async () => {
    const order = await placeOrder(t.app, m);
    for (const headers of [m.owner.headers, m.client.headers, m.courier.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/commandes/${order.id}`, headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the automatic cancellation', () => {
  it('keeps its reason in the history, tells every active admin, live, and the client reads why', async () => {
    const order = await placeOrder(t.app, m);
    const min = t.config.orderAutoCancelMin;
    await t.app.sweeper.sweepOnce(new Date(Date.now() + (min + 1) * MIN));
    expect(await moves.statusOf(order.id)).toBe('ANNULEE');

    const detail = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`);
    expect(detail.historique.at(-1)).toMatchObject({
      versStatut: 'ANNULEE',
      acteurRole: 'SYSTEME',
      acteur: null,
      motif: NO_ANSWER_MSG.motif(min),
    });

    const notice = NO_ANSWER_MSG.admins('Maquis de test', min);
    const told = async (id: number) =>
      (await notificationsOf(t, id)).some((n) => n.commandeId === order.id && n.corps === notice);
    expect(await told(m.admin.id)).toBe(true);
    expect(await told(inactiveAdmin.id)).toBe(false);
    expect(await told(m.owner.id)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toContainEqual({
      audience: { users: [m.admin.id] },
      data: expect.objectContaining({ type: 'notification', corps: notice, commandeId: order.id }) as unknown,
    });

    const card = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(card).toMatchObject({ motifFin: 'SANS_REPONSE', raisonFin: NO_ANSWER_MSG.motif(min) });
  });

  it('tells nobody twice when two sweeps run at once', async () => {
    const order = await placeOrder(t.app, m);
    const later = new Date(Date.now() + (t.config.orderAutoCancelMin + 1) * MIN);
    await Promise.all([t.app.sweeper.sweepOnce(later), t.app.sweeper.sweepOnce(later)]);
    const ends = await t.database.db
      .selectFrom('transitionsCommande')
      .select('motif')
      .where('commandeId', '=', order.id)
      .where('versStatut', '=', 'ANNULEE')
      .execute();
    expect(ends).toHaveLength(1);
    const notes = (await notificationsOf(t, m.admin.id)).filter((n) => n.commandeId === order.id);
    expect(notes).toHaveLength(1);
  });
});
