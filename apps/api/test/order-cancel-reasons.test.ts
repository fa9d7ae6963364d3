import { describe, expect, it } from 'vitest';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { OWNER_REASON_MSG, SANS_MOTIF } from '@comoe/shared/schemas/order-owner-reasons';
import { REFUSAL_REASONS } from '@comoe/shared/schemas/order-decisions';
import type { BusinessOrder, ClientOrder, Mission } from '@comoe/shared/schemas/commandes';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import type { TestApp } from './helpers/app.ts';
import type { Market } from './helpers/marketplace.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';
import { notificationsOf } from './helpers/desk.ts';

// Issue 34 §2: the owner cancelling an order says why; the client and the courier read it, the
// history keeps it, and the spec's call without a body still works ("Sans motif").
let t: TestApp;
let m: Market;
let moves: OrderMoves;
marketMovesSuite((s) => ({ t, m, moves } = s));

const cancel = (orderId: string, payload?: unknown, headers = m.owner.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${orderId}/annuler`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const read = <T>(orderId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/commandes/${orderId}`, headers }).then((r) => r.json<T>());

const lastMotif = async (orderId: string) =>
  (
    await t.database.db
      .selectFrom('transitionsCommande')
      .select(['motif', 'versStatut'])
      .where('commandeId', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).motif;

/** An order the business accepted and the marketplace's courier took. */
async function takenOrder() {
  const order = await placeOrder(t.app, m);
  expect((await moves.business(order.id, 'accepter')).statusCode).toBe(200);
  expect((await moves.courier(`accepter-mission/${order.id}`)).statusCode).toBe(200);
  return order;
}

const noticesAbout = async (userId: number, orderId: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.commandeId === orderId).map((n) => n.corps);

describe('the owner cancels with a reason', () => {
  it('still cancels a call without a body, recorded as "Sans motif"', async () => {
    const order = await takenOrder();
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    expect(await lastMotif(order.id)).toBe(SANS_MOTIF);
    expect(await noticesAbout(m.courier.id, order.id)).toContain(
      OWNER_REASON_MSG.cancelledCourier(SANS_MOTIF),
    );
    expect((await read<ClientOrder>(order.id, m.client.headers)).raisonFin).toBe(SANS_MOTIF);
  });

  it('takes an empty body as no reason too', async () => {
    const order = await placeOrder(t.app, m);
    expect((await cancel(order.id, {})).statusCode).toBe(200);
    expect(await lastMotif(order.id)).toBe(SANS_MOTIF);
  });

  it('tells the client and the courier the reason, and every view reads it', async () => {
    const order = await takenOrder();
    const motif = REFUSAL_REASONS[1];
    expect((await cancel(order.id, { motif })).statusCode).toBe(200);
    expect(await lastMotif(order.id)).toBe(motif);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      headers: m.owner.headers,
    });
    expect(detail.json<BusinessOrderDetail>().historique.at(-1)).toMatchObject({
      versStatut: 'ANNULEE',
      motif,
    });
    expect(await noticesAbout(m.client.id, order.id)).toContain(OWNER_REASON_MSG.cancelledClient(motif));
    expect(await noticesAbout(m.courier.id, order.id)).toContain(
      `Cette commande a été annulée par l'entreprise : ${motif}`,
    );
    expect(await read<ClientOrder>(order.id, m.client.headers)).toMatchObject({
      motifFin: 'ANNULEE_ENTREPRISE',
      raisonFin: motif,
    });
    expect(await read<Mission>(order.id, m.courier.headers)).toMatchObject({
      motifFin: 'ANNULEE_ENTREPRISE',
      raisonFin: motif,
    });
    expect(await read<BusinessOrder>(order.id, m.owner.headers)).toMatchObject({
      motifFin: 'ANNULEE_ENTREPRISE',
      raisonFin: motif,
    });
  });

  it('keeps the owner’s own words, trimmed', async () => {
    const order = await placeOrder(t.app, m);
    expect((await cancel(order.id, { motif: '  Four en panne  ' })).statusCode).toBe(200);
    expect(await lastMotif(order.id)).toBe('Four en panne');
  });

  it.each([
    ['too short', { motif: 'ab' }],
    ['too long', { motif: 'x'.repeat(201) }],
    ['not text', { motif: 42 }],
    ['blank', { motif: '   ' }],
    ['not an object', ['Rupture de stock']],
  ])('refuses a reason %s (400) and leaves the order as it was', async (_case, body) => {
    const order = await placeOrder(t.app, m);
    const res = await cancel(order.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(OWNER_REASON_MSG.motifInvalid);
    expect(await moves.statusOf(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('shows the owner who cancelled when the client did', async () => {
    const order = await placeOrder(t.app, m);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/annuler`,
      headers: m.client.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await read<BusinessOrder>(order.id, m.owner.headers)).toMatchObject({
      motifFin: 'ANNULEE_CLIENT',
      raisonFin: null,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      headers: m.owner.headers,
    });
    expect(detail.json<BusinessOrderDetail>()).toMatchObject({ motifFin: 'ANNULEE_CLIENT', raisonFin: null });
    expect(detail.json<BusinessOrderDetail>().historique.at(-1)).toMatchObject({
      acteurRole: 'CLIENT',
      versStatut: 'ANNULEE',
      motif: null,
    });
  });

  it('tells the parties it was Comoé Express when an admin cancels through the owner’s route', async () => {
    const order = await takenOrder();
    expect((await cancel(order.id, { motif: 'Client injoignable' }, m.admin.headers)).statusCode).toBe(200);
    expect(await noticesAbout(m.client.id, order.id)).toContain(
      DESK_MSG.cancelledClient('Client injoignable'),
    );
    expect(await noticesAbout(m.courier.id, order.id)).toContain(
      DESK_MSG.cancelledOthers('Client injoignable'),
    );
  });

  it('lets one of two cancels at once win, the other told the order changed (409)', async () => {
    const order = await takenOrder();
    const answers = await Promise.all([cancel(order.id, { motif: 'Rupture de stock' }), cancel(order.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .selectFrom('transitionsCommande')
      .select('motif')
      .where('commandeId', '=', order.id)
      .where('versStatut', '=', 'ANNULEE')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
