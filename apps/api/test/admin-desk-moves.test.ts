import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { MSG } from '@comoe/shared/messages';
import { secondInstance } from './helpers/admin.ts';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import {
  type DeskCalls,
  deskSuite,
  journalRows,
  notificationsOf,
  orderIn,
  orderState,
  readyCourier,
} from './helpers/desk.ts';
import { createVille } from './helpers/factories.ts';
import { placeOrder, type Market } from './helpers/marketplace.ts';

// Issue 20 §1: the admin's moves on one order, each a row of the order machine, recorded with the
// admin and the reason, told to the people concerned.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

describe('POST /api/admin/commandes/:id/annuler', () => {
  it.each(['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE', 'EN_LIVRAISON'] as const)(
    'cancels an order %s with the reason, told to the client, the business and the courier',
    async (statut) => {
      const courier =
        statut === 'EN_ATTENTE_ENTREPRISE' || statut === 'EN_ATTENTE_LIVREUR' ? null : m.courier.id;
      const id = await orderIn(t, m, statut, courier);
      const res = await desk.cancel(id, '  Client injoignable depuis 1 h  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ statut: 'ANNULEE' });
      expect((await orderState(t, id)).statut).toBe('ANNULEE');
      const told = (await notificationsOf(t, m.client.id)).filter((n) => n.commandeId === id);
      expect(told.map((n) => n.corps)).toEqual([DESK_MSG.cancelledClient('Client injoignable depuis 1 h')]);
      const owner = (await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id);
      expect(owner.map((n) => n.corps)).toEqual([DESK_MSG.cancelledOthers('Client injoignable depuis 1 h')]);
      const rider = (await notificationsOf(t, m.courier.id)).filter((n) => n.commandeId === id);
      expect(rider).toHaveLength(courier ? 1 : 0);
      const seen = await t.app.inject({ method: 'GET', url: `/api/commandes/${id}`, headers: m.client.headers });
      expect(seen.json()).toMatchObject({ motifFin: 'ANNULEE_ADMIN', raisonFin: 'Client injoignable depuis 1 h' });
      expect(await journalRows(t, id)).toEqual([
        expect.objectContaining({
          adminId: m.admin.id,
          type: 'commande.annuler',
          motif: 'Client injoignable depuis 1 h',
        }),
      ]);
    },
  );

  it.each(['LIVREE', 'ANNULEE'] as const)(
    'refuses a finished order (%s) with its label, and records nothing',
    async (statut) => {
      const id = await orderIn(t, m, statut, m.courier.id);
      const res = await desk.cancel(id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).not.toMatch(/[A-Z]{2,}_[A-Z]+/);
      expect((await orderState(t, id)).statut).toBe(statut);
      expect(await journalRows(t, id)).toEqual([]);
    },
  );

  it.each([undefined, '', '  ', 'ab', 'x'.repeat(301), 42, 'ok\u0000ko'])(
    'asks for a reason of 3 to 300 characters (%j)',
    async (motif) => {
      const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/commandes/${id}/annuler`,
        headers: m.admin.headers,
        payload: motif === undefined ? {} : { motif },
      });
      expectRefusal(res, 400, DESK_MSG.motifRequired);
      expect((await orderState(t, id)).statut).toBe('EN_ATTENTE_ENTREPRISE');
    },
  );

  it('is for admins only: 401 without a session, 403 for the other roles', async () => {
    const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    expect((await desk.cancel(id, 'Motif valable', {})).statusCode).toBe(401);
    for (const who of [m.client, m.owner, m.courier]) {
      expectRefusal(await desk.cancel(id, 'Motif valable', who.headers), 403, MSG.forbidden);
    }
    expect((await orderState(t, id)).statut).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('answers 404 for an unknown order and a malformed id', async () => {
    expectRefusal(await desk.cancel(randomUUID()), 404, MSG.orderNotFound);
    expect((await desk.cancel('pas-un-id')).statusCode).toBe(400);
  });

  it('lets exactly one of two admins cancel at once; the other reads why', async () => {
    const id = await orderIn(t, m, 'PRETE', m.courier.id);
    const answers = await Promise.all([desk.cancel(id, 'Premier admin'), desk.cancel(id, 'Second admin')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!;
    // Who won and what he did (issue 34 §2), not only that the order changed.
    expect(lost.json<{ message: string }>().message).toBe('Test admin vient d’annuler cette commande.');
    expect(await journalRows(t, id)).toHaveLength(1);
  });
});

describe('admins racing on one order across two API processes', () => {
  // Each move leaves the order where it cannot be made again: of many at once, one wins.
  it.each(['annuler', 'liberer'])(
    'lets exactly one of 200 "%s" win, and records only that one',
    async (action) => {
      const second = await secondInstance(t);
      try {
        const id = await orderIn(t, m, 'PRETE', m.courier.id);
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            (i % 2 === 0 ? t.app : second.app).inject({
              method: 'POST',
              url: `/api/admin/commandes/${id}/${action}`,
              headers: m.admin.headers,
              payload: { motif: `Essai numéro ${i}` },
            }),
          ),
        );
        expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
        for (const r of answers.filter((a) => a.statusCode !== 200)) {
          expect(r.statusCode).toBe(409);
          expect(r.json<{ message: string }>().message).not.toMatch(/[A-Z]{2,}_[A-Z]+/);
        }
        expect(await journalRows(t, id)).toHaveLength(1);
        const moves = await t.database.db
          .selectFrom('transitionsCommande')
          .select('id')
          .where('commandeId', '=', id)
          .execute();
        expect(moves).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});

describe('POST /api/admin/commandes/:id/liberer', () => {
  it.each(['ACCEPTEE', 'PRETE'] as const)(
    'takes a mission %s from its courier and offers it again to the city',
    async (statut) => {
      const id = await orderIn(t, m, statut, m.courier.id);
      const res = await desk.release(id, 'Livreur en panne de moto');
      expect(res.json()).toEqual({ statut: 'EN_ATTENTE_LIVREUR' });
      expect(await orderState(t, id)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
      const rider = (await notificationsOf(t, m.courier.id)).filter((n) => n.commandeId === id);
      expect(rider.map((n) => n.corps)).toEqual([DESK_MSG.released('Livreur en panne de moto')]);
      expect(await journalRows(t, id)).toEqual([expect.objectContaining({ type: 'commande.liberer' })]);
    },
  );

  it.each(['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'EN_LIVRAISON', 'LIVREE'] as const)(
    'refuses an order %s (not taken, or already picked up)',
    async (statut) => {
      const id = await orderIn(
        t,
        m,
        statut,
        statut === 'EN_ATTENTE_ENTREPRISE' || statut === 'EN_ATTENTE_LIVREUR' ? null : m.courier.id,
      );
      expect((await desk.release(id)).statusCode).toBe(409);
      expect((await orderState(t, id)).statut).toBe(statut);
    },
  );

  it('loses to the courier picking the order up at the same moment: one of the two wins', async () => {
    const order = await placeOrder(t.app, m);
    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'PRETE', livreurId: m.courier.id })
      .where('id', '=', order.id)
      .execute();
    const { codeEntreprise } = await t.database.db
      .selectFrom('commandes')
      .select('codeEntreprise')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const [released, picked] = await Promise.all([
      desk.release(order.id, 'Course trop longue'),
      t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${order.id}`,
        headers: m.courier.headers,
        payload: { code: codeEntreprise },
      }),
    ]);
    const won = [released.statusCode, picked.statusCode].filter((s) => s === 200);
    expect(won).toHaveLength(1);
    const after = await orderState(t, order.id);
    expect(after).toMatchObject(
      released.statusCode === 200
        ? { statut: 'EN_ATTENTE_LIVREUR', livreurId: null }
        : { statut: 'EN_LIVRAISON', livreurId: m.courier.id },
    );
  });
});

describe('POST /api/admin/commandes/:id/assigner', () => {
  it('gives a waiting order to a verified, available courier of its city, who finds it in his missions', async () => {
    const rider = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    const res = await desk.assign(id, rider.id);
    expect(res.json()).toEqual({ statut: 'ACCEPTEE' });
    expect(await orderState(t, id)).toMatchObject({ statut: 'ACCEPTEE', livreurId: rider.id });
    const told = (await notificationsOf(t, rider.id)).filter((n) => n.commandeId === id);
    expect(told.map((n) => n.corps)).toEqual([DESK_MSG.assignedCourier]);
    const missions = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/mes-missions',
      headers: rider.headers,
    });
    expect(missions.json<{ id: string }[]>().map((o) => o.id)).toContain(id);
    expect(await journalRows(t, id)).toEqual([expect.objectContaining({ type: 'commande.assigner' })]);
  });

  it('says why a courier cannot take it: inactive, unverified, unavailable, other city, unknown', async () => {
    const id = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    const inactive = await readyCourier(t, m.ville.id);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', inactive.id)
      .execute();
    expectRefusal(await desk.assign(id, inactive.id), 409, DESK_MSG.courierInactive);
    expectRefusal(
      await desk.assign(id, (await readyCourier(t, m.ville.id, { verifie: false })).id),
      409,
      DESK_MSG.courierNotVerified,
    );
    expectRefusal(
      await desk.assign(id, (await readyCourier(t, m.ville.id, { disponible: false })).id),
      409,
      DESK_MSG.courierUnavailable,
    );
    const elsewhere = await createVille(t.database.db);
    expectRefusal(
      await desk.assign(id, (await readyCourier(t, elsewhere.id)).id),
      409,
      DESK_MSG.courierOtherCity,
    );
    expectRefusal(await desk.assign(id, 987_654), 404, DESK_MSG.courierNotFound);
    expectRefusal(await desk.assign(id, m.client.id), 404, DESK_MSG.courierNotFound);
    expectRefusal(await desk.assign(id, 'abc'), 400, DESK_MSG.livreurIdRequired);
    expect(await orderState(t, id)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
  });

  it('refuses a courier already at the mission cap, even when many assignments race', async () => {
    const rider = await readyCourier(t, m.ville.id);
    const ids = await Promise.all(Array.from({ length: 8 }, () => orderIn(t, m, 'EN_ATTENTE_LIVREUR')));
    const answers = await Promise.all(ids.map((id) => desk.assign(id, rider.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectRefusal(r, 409, DESK_MSG.courierFull);
    const held = await t.database.db
      .selectFrom('commandes')
      .select('id')
      .where('livreurId', '=', rider.id)
      .execute();
    expect(held).toHaveLength(3);
  });

  it('refuses an order that is not waiting for a courier', async () => {
    const rider = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    expect((await desk.assign(id, rider.id)).statusCode).toBe(409);
  });
});

describe('POST /api/admin/commandes/:id/debloquer-codes', () => {
  it('clears both counters, as the business can, and records it', async () => {
    const id = await orderIn(t, m, 'EN_LIVRAISON', m.courier.id);
    await t.database.db
      .updateTable('commandes')
      .set({ essaisCodeClient: 5, essaisCodeEntreprise: 5 })
      .where('id', '=', id)
      .execute();
    const res = await desk.unlock(id);
    expect(res.json()).toEqual({ message: DESK_MSG.codesUnlocked });
    expect(await orderState(t, id)).toMatchObject({ essaisCodeClient: 0, essaisCodeEntreprise: 0 });
    expect(await journalRows(t, id)).toEqual([expect.objectContaining({ type: 'commande.debloquer-codes' })]);
    expect((await desk.unlock(id, m.owner.headers)).statusCode).toBe(403);
    expectRefusal(await desk.unlock(randomUUID()), 404, MSG.orderNotFound);
  });
});
