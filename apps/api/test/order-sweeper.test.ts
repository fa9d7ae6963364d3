import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comoe/shared/events';
import { MSG } from '@comoe/shared/messages';
import { appWith, buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, login } from './helpers/factories.ts';
import { type Market, marketplace, placeOrder } from './helpers/marketplace.ts';
import { USUAL_DECISIONS } from './helpers/decision-bodies.ts';

// Design §12, orders nobody answers: reminder at 5 min, cancellation at 15, courier wait alert at 10.
let t: TestApp;
let m: Market;
let otherAdmin: { id: number };
let inactiveAdmin: { id: number };
const events: LiveEvent[] = [];

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  otherAdmin = await createUser(t.database.db, 'ADMIN', { villeId: m.ville.id });
  inactiveAdmin = await createUser(t.database.db, 'ADMIN', { villeId: m.ville.id, statut: 'INACTIF' });
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const MIN = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MIN);
const row = (id: string) =>
  t.database.db
    .selectFrom('commandes')
    .select(['statut', 'rappelAt', 'alerteLivreurAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const notes = (commandeId: string) =>
  t.database.db
    .selectFrom('notifications')
    .select(['utilisateurId', 'corps'])
    .where('commandeId', '=', commandeId)
    .orderBy('id')
    .execute();
const accept = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${id}/accepter`,
    headers: m.owner.headers,
    payload: USUAL_DECISIONS.accepter,
  });

describe('the unanswered-order sweeper', () => {
  it('reminds the business once at 5 minutes, then cancels as SYSTEME at 15 and tells both sides', async () => {
    const order = await placeOrder(t.app, m);
    expect(await t.app.sweeper.sweepOnce(later(4.9))).toEqual({ annulees: 0, rappels: 0, alertes: 0 });
    expect(await t.app.sweeper.sweepOnce(later(5.1))).toMatchObject({ rappels: 1 });
    expect((await row(order.id)).rappelAt).toBeInstanceOf(Date);
    expect(await t.app.sweeper.sweepOnce(later(6))).toMatchObject({ rappels: 0 });
    expect(await notes(order.id)).toEqual([
      {
        utilisateurId: m.owner.id,
        corps: expect.stringMatching(/^Commande [0-9A-F]{6} : \d+ articles?, [\d ]+ FCFA\./) as string,
      },
      { utilisateurId: m.owner.id, corps: MSG.orderReminder(5) },
    ]);

    expect(await t.app.sweeper.sweepOnce(later(15.1))).toMatchObject({ annulees: 1, rappels: 0 });
    expect((await row(order.id)).statut).toBe('ANNULEE');
    const transitions = await t.database.db
      .selectFrom('transitionsCommande')
      .select(['deStatut', 'versStatut', 'acteurId', 'acteurRole'])
      .where('commandeId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(transitions.at(-1)).toEqual({
      deStatut: 'EN_ATTENTE_ENTREPRISE',
      versStatut: 'ANNULEE',
      acteurId: null,
      acteurRole: 'SYSTEME',
    });
    // The admins' notice follows (issue 34 §2, order-no-answer.test.ts).
    expect((await notes(order.id)).slice(2, 4)).toEqual([
      { utilisateurId: m.client.id, corps: MSG.orderNoAnswerCancelled },
      { utilisateurId: m.owner.id, corps: MSG.orderNoAnswerCancelledBusiness(15) },
    ]);
    // Live: the status change for both, and the notifications on their streams.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toContainEqual({
      audience: { users: [m.client.id, m.owner.id], admins: true },
      data: expect.objectContaining({
        type: 'commande.statut',
        commandeId: order.id,
        statut: 'ANNULEE',
      }) as unknown,
    });
    expect(events).toContainEqual({
      audience: { users: [m.client.id] },
      data: expect.objectContaining({ type: 'notification', corps: MSG.orderNoAnswerCancelled }) as unknown,
    });
    // The owner's history shows who cancelled.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      headers: m.owner.headers,
    });
    expect(detail.json<{ historique: unknown[] }>().historique.at(-1)).toMatchObject({
      acteurRole: 'SYSTEME',
    });
  });

  it('leaves answered orders alone, and cancels without a reminder an order past both limits', async () => {
    const answered = await placeOrder(t.app, m);
    expect((await accept(answered.id)).statusCode).toBe(200);
    const forgotten = await placeOrder(t.app, m);
    await t.app.sweeper.sweepOnce(later(9));
    expect(await t.app.sweeper.sweepOnce(later(20))).toMatchObject({ annulees: 1 });
    expect((await row(answered.id)).statut).toBe('EN_ATTENTE_LIVREUR');
    // Reminded at 9 minutes (the first sweep), cancelled at 20, reminded once only.
    expect((await notes(forgotten.id)).filter((n) => n.corps === MSG.orderReminder(5))).toHaveLength(1);

    const lateServer = await placeOrder(t.app, m);
    expect(await t.app.sweeper.sweepOnce(later(30))).toMatchObject({ annulees: 1, rappels: 0 });
    expect((await row(lateServer.id)).rappelAt).toBeNull();
    expect((await notes(lateServer.id)).map((n) => n.corps)).not.toContain(MSG.orderReminder(5));
  });

  it('alerts the business and every active admin once when no courier takes an order for 10 minutes', async () => {
    const order = await placeOrder(t.app, m);
    expect((await accept(order.id)).statusCode).toBe(200);
    expect(await t.app.sweeper.sweepOnce(later(9.9))).toMatchObject({ alertes: 0 });
    expect(await t.app.sweeper.sweepOnce(later(10.1))).toMatchObject({ alertes: 1 });
    expect(await t.app.sweeper.sweepOnce(later(40))).toMatchObject({ alertes: 0, annulees: 0 });
    expect((await row(order.id)).alerteLivreurAt).toBeInstanceOf(Date);
    const alert = MSG.courierWaitAlert('Maquis de test', 10);
    const alerted = (await notes(order.id)).filter((n) => n.corps === alert).map((n) => n.utilisateurId);
    expect(alerted.sort()).toEqual([m.owner.id, m.admin.id, otherAdmin.id].sort());
    expect(alerted).not.toContain(inactiveAdmin.id);
    // The admins see it in their own notifications.
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: m.admin.headers });
    expect(res.json<{ content: Array<{ corps: string }> }>().content.map((n) => n.corps)).toContain(alert);
  });

  it('does not alert once a courier took the order', async () => {
    const order = await placeOrder(t.app, m);
    await accept(order.id);
    const courier = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
    const headers = bearer(await login(t.app, courier));
    await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers,
      payload: { disponible: true },
    });
    const took = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/accepter-mission/${order.id}`,
      headers,
    });
    expect(took.statusCode).toBe(200);
    await t.app.sweeper.sweepOnce(later(60));
    expect((await row(order.id)).alerteLivreurAt).toBeNull();
  });
});

describe('the sweeper timer', () => {
  it('sweeps on its own every SWEEP_INTERVAL_MS and stops when the app closes', async () => {
    const timed = await buildTestApp({ sweepIntervalMs: 20 });
    try {
      const tm = await marketplace(timed.app, timed.database.db);
      const order = await placeOrder(timed.app, tm);
      await timed.database.db
        .updateTable('commandes')
        .set({ statutAt: new Date(Date.now() - 6 * MIN) })
        .where('id', '=', order.id)
        .execute();
      const deadline = Date.now() + 5000;
      let rappelAt: Date | null = null;
      while (!rappelAt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ({ rappelAt } = await timed.database.db
          .selectFrom('commandes')
          .select('rappelAt')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow());
      }
      expect(rappelAt).toBeInstanceOf(Date);
    } finally {
      // Closing waits for a sweep under way: the database is never closed beneath it.
      await timed.close();
    }
  });
});
