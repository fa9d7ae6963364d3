// @stores sqlite: moves the order machine refuses; code-lock-races and courier-races run the writes on both
import { describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';
import { type Market, placeOrder } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';

// The moves an order refuses: wrong status, wrong hands, wrong city, wrong code, no proof.
// The whole lifecycle is in order-lifecycle.test.ts.
let t: TestApp;
let m: Market;
let moves: OrderMoves;

marketMovesSuite((s) => ({ t, m, moves } = s));

describe('forbidden moves', () => {
  it('refuses a move from the wrong status with 409', async () => {
    const order = await placeOrder(t.app, m);
    const res = await moves.business(order.id, 'prete');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.orderTransitionRefused('EN_ATTENTE_ENTREPRISE') });
    expect((await moves.courier(`accepter-mission/${order.id}`)).statusCode).toBe(409);
  });

  it("refuses another business's and the client's hands on business actions", async () => {
    const order = await placeOrder(t.app, m);
    const intruder = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const headers = bearer(await login(t.app, intruder));
    expect((await moves.business(order.id, 'accepter', headers)).statusCode).toBe(403);
    expect((await moves.business(order.id, 'accepter', m.client.headers)).statusCode).toBe(403);
    expect(await moves.statusOf(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('lets the client cancel only while the business has not accepted', async () => {
    const a = await placeOrder(t.app, m);
    const cancel = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/commandes/${id}/annuler`, headers: m.client.headers });
    expect((await cancel(a.id)).json()).toEqual({ statut: 'ANNULEE' });
    const b = await placeOrder(t.app, m);
    await moves.business(b.id, 'accepter');
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
    expect((await moves.business(a.id, 'refuser')).json()).toEqual({ statut: 'ANNULEE' });
    const b = await placeOrder(t.app, m);
    await moves.business(b.id, 'accepter');
    expect((await moves.business(b.id, 'refuser')).statusCode).toBe(409);
    expect((await moves.business(b.id, 'annuler', m.admin.headers)).json()).toEqual({ statut: 'ANNULEE' });
    expect((await moves.business(b.id, 'annuler')).statusCode).toBe(409);
  });

  it('keeps couriers of other cities and unavailable couriers off a mission', async () => {
    const order = await placeOrder(t.app, m);
    await moves.business(order.id, 'accepter');
    const elsewhere = await createVille(t.database.db);
    const far = await createUser(t.database.db, 'LIVREUR', { villeId: elsewhere.id });
    const farHeaders = bearer(await login(t.app, far));
    await moves.available(true, farHeaders);
    expect((await moves.courier(`accepter-mission/${order.id}`, farHeaders)).statusCode).toBe(403);
    await moves.available(false);
    const res = await moves.courier(`accepter-mission/${order.id}`);
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
    await moves.business(order.id, 'accepter');
    await moves.courier(`accepter-mission/${order.id}`);
    await moves.business(order.id, 'prete');
    const right = await moves.codeEntreprise(order.id);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await moves.courier(`marquer-recuperee/${order.id}?code=${wrong}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`${5 - i} essai`);
    }
    expect((await moves.courier(`marquer-recuperee/${order.id}?code=${wrong}`)).statusCode).toBe(409);
    const locked = await moves.courier(`marquer-recuperee/${order.id}?code=${right}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ message: MSG.codeLocked });
    const unlock = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/debloquer-codes`,
      headers: m.owner.headers,
    });
    expect(unlock.statusCode).toBe(200);
    expect((await moves.courier(`marquer-recuperee/${order.id}?code=${right}`)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
  });

  it('refuses delivery without a proof photo or with the wrong code, and by another courier', async () => {
    const order = await placeOrder(t.app, m);
    await moves.business(order.id, 'accepter');
    await moves.courier(`accepter-mission/${order.id}`);
    await moves.business(order.id, 'prete');
    await moves.courier(`marquer-recuperee/${order.id}?code=${await moves.codeEntreprise(order.id)}`);
    const noProof = await moves.deliver(order.id, order.codeClient, false);
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toEqual({ message: MSG.proofRequired });
    const wrong = await moves.deliver(order.id, order.codeClient === '0000' ? '1111' : '0000');
    expect(wrong.statusCode).toBe(400);
    const other = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
    const otherHeaders = bearer(await login(t.app, other));
    expect((await moves.deliver(order.id, order.codeClient, true, otherHeaders)).statusCode).toBe(404);
    expect(await moves.statusOf(order.id)).toBe('EN_LIVRAISON');
    expect((await moves.deliver(order.id, order.codeClient)).json()).toEqual({ statut: 'LIVREE' });
  });
});
