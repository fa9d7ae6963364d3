import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { courierGains } from '@comoe/shared/admin-finance';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import {
  type DeskCalls,
  deskSuite,
  journalRows,
  notificationsOf,
  orderIn,
  readyCourier,
} from './helpers/desk.ts';
import { createVille } from './helpers/factories.ts';
import type { Market } from './helpers/marketplace.ts';

// Issue 34 §1: an order whose courier can no longer bring it (deactivated mid-mission) is handed
// by the desk to another courier of its city, both codes renewed, or closed on its way,
// delivered or brought back to the business, each with a reason told to everyone concerned.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

type Headers = Record<string, string>;
const post = (id: string, action: string, payload: unknown, headers: Headers = m.admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/commandes/${id}/${action}`,
    headers,
    payload: payload as never,
  });
const transfer = (id: string, livreurId: unknown, motif: unknown = 'Livreur désactivé', headers?: Headers) =>
  post(id, 'transferer', { livreurId, motif }, headers);
const close = (
  id: string,
  issue: unknown,
  motif: unknown = 'Client joint par téléphone',
  headers?: Headers,
) => post(id, 'cloturer', { issue, motif }, headers);

const row = (id: string) =>
  t.database.db
    .selectFrom('commandes')
    .select([
      'statut',
      'livreurId',
      'codeClient',
      'codeEntreprise',
      'essaisCodeClient',
      'essaisCodeEntreprise',
      'livreeAt',
      'gainLivreur',
      'preuveLivraisonUrl',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const moves = (id: string) =>
  t.database.db
    .selectFrom('transitionsCommande')
    .select(['deStatut', 'versStatut', 'acteurId', 'motif', 'mouvement'])
    .where('commandeId', '=', id)
    .orderBy('id')
    .execute();
const told = async (userId: number, id: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.commandeId === id).map((n) => n.corps);
const missionIds = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/livreurs/mes-missions', headers }))
    .json<{ id: string }[]>()
    .map((x) => x.id);
const clientView = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/commandes/${id}`, headers: m.client.headers })).json<
    Record<string, unknown>
  >();

const nameOf = async (id: number) => {
  const u = await t.database.db
    .selectFrom('utilisateurs')
    .select(['prenom', 'nom'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${u.prenom} ${u.nom}`;
};

/** An order held by a courier who was then deactivated (he can no longer sign in). */
async function stuck(statut: 'ACCEPTEE' | 'PRETE' | 'EN_LIVRAISON') {
  const former = await readyCourier(t, m.ville.id);
  const id = await orderIn(t, m, statut, former.id);
  await t.database.db
    .updateTable('utilisateurs')
    .set({ statut: 'INACTIF' })
    .where('id', '=', former.id)
    .execute();
  return { id, former };
}

describe('POST /api/admin/commandes/:id/transferer', () => {
  it.each(['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'] as const)(
    'hands an order %s to another courier, status kept, both codes renewed, everyone told',
    async (statut) => {
      const { id, former } = await stuck(statut);
      await t.database.db
        .updateTable('commandes')
        .set({ essaisCodeClient: 3, essaisCodeEntreprise: 5 })
        .where('id', '=', id)
        .execute();
      const rider = await readyCourier(t, m.ville.id);
      const res = await transfer(id, rider.id, '  Livreur désactivé en pleine course  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ statut });
      const after = await row(id);
      expect(after).toMatchObject({
        statut,
        livreurId: rider.id,
        essaisCodeClient: 0,
        essaisCodeEntreprise: 0,
      });
      expect(after.codeClient).not.toBe('1234');
      expect(after.codeEntreprise).not.toBe('5678');
      expect(after.codeClient).toMatch(/^\d{4}$/);
      const motif = 'Livreur désactivé en pleine course';
      expect(await moves(id)).toEqual([
        { deStatut: statut, versStatut: statut, acteurId: m.admin.id, motif, mouvement: 'transferer' },
      ]);
      const name = await nameOf(rider.id);
      expect(await told(rider.id, id)).toEqual([RESCUE_MSG.transferredCourier]);
      expect(await told(former.id, id)).toEqual([RESCUE_MSG.transferredFormer(motif)]);
      expect(await told(m.client.id, id)).toEqual([RESCUE_MSG.transferredClient(name)]);
      expect(await told(m.owner.id, id)).toEqual([RESCUE_MSG.transferredBusiness(name, motif)]);
      expect(await missionIds(rider.headers)).toContain(id);
      // The client reads the new code on her order.
      expect(await clientView(id)).toMatchObject({ codeClient: after.codeClient, statut });
      expect(await journalRows(t, id)).toEqual([
        expect.objectContaining({ adminId: m.admin.id, type: 'commande.transferer', motif }),
      ]);
    },
  );

  it('refuses the old code after the transfer and takes the new one', async () => {
    const { id } = await stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    expect((await transfer(id, rider.id)).statusCode).toBe(200);
    const pickup = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${id}?code=${code}`,
        headers: rider.headers,
      });
    const old = await pickup('5678');
    expect(old.statusCode).toBe(400);
    expect(old.json<{ message: string }>().message).toMatch(new RegExp(`^${MSG.codeInvalid}`));
    expect((await pickup((await row(id)).codeEntreprise)).json()).toEqual({ statut: 'EN_LIVRAISON' });
  });

  it('takes the mission off the former courier, who can no longer move it', async () => {
    const former = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'PRETE', former.id);
    expect(await missionIds(former.headers)).toContain(id);
    expect((await transfer(id, (await readyCourier(t, m.ville.id)).id, 'Panne de moto')).statusCode).toBe(
      200,
    );
    expect(await missionIds(former.headers)).not.toContain(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-recuperee/${id}?code=5678`,
      headers: former.headers,
    });
    expectRefusal(res, 404, MSG.orderNotFound);
  });

  it('lists its own courier among the candidates, not choosable, and refuses him', async () => {
    const former = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'ACCEPTEE', former.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commandes/${id}/livreurs`,
      headers: m.admin.headers,
    });
    expect(
      list.json<{ id: number; empechement: string | null }[]>().find((c) => c.id === former.id),
    ).toMatchObject({
      empechement: DESK_MSG.alreadyHisMission,
    });
    expectRefusal(await transfer(id, former.id), 409, RESCUE_MSG.sameCourier);
  });

  it('says why a courier cannot take it: inactive, unverified, other city, unknown', async () => {
    const { id } = await stuck('PRETE');
    const inactive = await readyCourier(t, m.ville.id);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', inactive.id)
      .execute();
    expectRefusal(await transfer(id, inactive.id), 409, DESK_MSG.courierInactive);
    expectRefusal(
      await transfer(id, (await readyCourier(t, m.ville.id, { verifie: false })).id),
      409,
      DESK_MSG.courierNotVerified,
    );
    const elsewhere = await readyCourier(t, (await createVille(t.database.db)).id);
    expectRefusal(await transfer(id, elsewhere.id), 409, DESK_MSG.courierOtherCity);
    expectRefusal(await transfer(id, 987_654), 404, DESK_MSG.courierNotFound);
    expect((await row(id)).codeEntreprise).toBe('5678');
  });

  it.each(['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'LIVREE', 'ANNULEE'] as const)(
    'refuses an order %s (no courier to replace, or finished), without French-less codes',
    async (statut) => {
      const id = await orderIn(t, m, statut, statut.startsWith('EN_ATTENTE') ? null : m.courier.id);
      const res = await transfer(id, (await readyCourier(t, m.ville.id)).id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/^Action impossible/);
      expect(await moves(id)).toEqual([]);
    },
  );

  it('asks for a courier and a reason, in French', async () => {
    const { id } = await stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    expectRefusal(await transfer(id, rider.id, 'ab'), 400, DESK_MSG.motifRequired);
    expectRefusal(await post(id, 'transferer', { livreurId: rider.id }), 400, DESK_MSG.motifRequired);
    expectRefusal(await transfer(id, 'abc'), 400, DESK_MSG.livreurIdRequired);
    expectRefusal(
      await post(id, 'transferer', { motif: 'Livreur désactivé' }),
      400,
      DESK_MSG.livreurIdRequired,
    );
    expect((await row(id)).livreurId).not.toBe(rider.id);
  });

  it('is for admins only, and answers 404 for an unknown order', async () => {
    const { id } = await stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    for (const who of [m.client, m.owner, m.courier, rider]) {
      expectRefusal(await transfer(id, rider.id, 'Motif valable', who.headers), 403, MSG.forbidden);
    }
    expect((await transfer(id, rider.id, 'Motif valable', {})).statusCode).toBe(401);
    expectRefusal(await transfer(randomUUID(), rider.id), 404, MSG.orderNotFound);
  });

  it('lets exactly one of two admins transfer at once; the other reads why', async () => {
    const { id, former } = await stuck('EN_LIVRAISON');
    const [a, b] = [await readyCourier(t, m.ville.id), await readyCourier(t, m.ville.id)];
    // Both saw the order with its deactivated courier: the desk sends him as the one to replace.
    const seen = (livreurId: number, motif: string) =>
      post(id, 'transferer', { livreurId, motif, livreurActuelId: former.id });
    const answers = await Promise.all([seen(a.id, 'Premier admin'), seen(b.id, 'Second admin')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectRefusal(
      answers.find((r) => r.statusCode === 409)!,
      409,
      RESCUE_MSG.courierChangedMeanwhile,
    );
    expect(await moves(id)).toHaveLength(1);
    expect(await journalRows(t, id)).toHaveLength(1);
    expect([a.id, b.id]).toContain((await row(id)).livreurId);
  });

  it('hands on an order the body-less way too: without the courier seen, the current one is replaced', async () => {
    const { id } = await stuck('ACCEPTEE');
    const [a, b] = [await readyCourier(t, m.ville.id), await readyCourier(t, m.ville.id)];
    expect((await transfer(id, a.id)).statusCode).toBe(200);
    expect((await transfer(id, b.id, 'Encore un changement')).statusCode).toBe(200);
    expect((await row(id)).livreurId).toBe(b.id);
    expectRefusal(
      await post(id, 'transferer', { livreurId: a.id, motif: 'Vue ancienne', livreurActuelId: a.id }),
      409,
      RESCUE_MSG.courierChangedMeanwhile,
    );
  });
});

describe('POST /api/admin/commandes/:id/cloturer', () => {
  it('closes an order on its way as delivered: delivery time, the courier credited, no proof, the reason kept', async () => {
    const { id, former } = await stuck('EN_LIVRAISON');
    const res = await close(id, 'LIVREE', 'Client confirme avoir reçu');
    expect(res.json()).toEqual({ statut: 'LIVREE' });
    const after = await row(id);
    expect(after).toMatchObject({ statut: 'LIVREE', livreurId: former.id, gainLivreur: courierGains(3000) });
    expect(after.livreeAt).not.toBeNull();
    expect(after.preuveLivraisonUrl).toBeNull();
    expect(await moves(id)).toEqual([
      expect.objectContaining({
        versStatut: 'LIVREE',
        motif: 'Client confirme avoir reçu',
        mouvement: 'cloturerLivree',
      }),
    ]);
    expect(await told(m.client.id, id)).toEqual([
      RESCUE_MSG.closedDeliveredClient('Client confirme avoir reçu'),
    ]);
    expect(await clientView(id)).toMatchObject({ motifFin: 'LIVREE' });
    expect(await journalRows(t, id)).toEqual([expect.objectContaining({ type: 'commande.cloturer' })]);
  });

  it('closes it as brought back: cancelled with the RETOURNEE reason, the client pays nothing, the trip paid', async () => {
    const { id, former } = await stuck('EN_LIVRAISON');
    const motif = 'Client injoignable, colis rendu';
    const res = await close(id, 'RETOURNEE', motif);
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    expect(await row(id)).toMatchObject({
      statut: 'ANNULEE',
      livreeAt: null,
      gainLivreur: courierGains(3000),
    });
    expect(await moves(id)).toEqual([
      expect.objectContaining({ versStatut: 'ANNULEE', motif, mouvement: 'cloturerRetour' }),
    ]);
    expect(await clientView(id)).toMatchObject({
      statut: 'ANNULEE',
      motifFin: 'RETOURNEE',
      raisonFin: motif,
    });
    expect(await told(m.client.id, id)).toEqual([RESCUE_MSG.returnedClient(motif)]);
    expect(await told(m.owner.id, id)).toEqual([RESCUE_MSG.returnedByDesk(motif)]);
    expect(await told(former.id, id)).toEqual([RESCUE_MSG.returnedCourier(motif)]);
  });

  it.each(['ACCEPTEE', 'PRETE', 'LIVREE', 'ANNULEE'] as const)('refuses an order %s', async (statut) => {
    const id = await orderIn(t, m, statut, m.courier.id);
    for (const issue of ['LIVREE', 'RETOURNEE']) {
      const res = await close(id, issue);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/^Action impossible/);
    }
    expect((await row(id)).statut).toBe(statut);
  });

  it('asks for the issue and a reason, in French', async () => {
    const { id } = await stuck('EN_LIVRAISON');
    for (const issue of [undefined, 'PERDUE', 42]) {
      expectRefusal(
        await post(id, 'cloturer', { issue, motif: 'Motif valable' }),
        400,
        RESCUE_MSG.issueRequired,
      );
    }
    expectRefusal(await close(id, 'LIVREE', ''), 400, DESK_MSG.motifRequired);
    expectRefusal(await post(id, 'cloturer', { issue: 'RETOURNEE' }), 400, DESK_MSG.motifRequired);
    expect((await row(id)).statut).toBe('EN_LIVRAISON');
  });

  it('is for admins only', async () => {
    const { id } = await stuck('EN_LIVRAISON');
    for (const who of [m.client, m.owner, m.courier]) {
      expectRefusal(await close(id, 'LIVREE', 'Motif valable', who.headers), 403, MSG.forbidden);
    }
    expect((await row(id)).statut).toBe('EN_LIVRAISON');
  });

  it('lets exactly one of two admins act at once, closing or transferring', async () => {
    for (const race of [
      (id: string) => [close(id, 'LIVREE', 'Premier admin'), close(id, 'RETOURNEE', 'Second admin')],
      (id: string, rider: number) => [
        close(id, 'RETOURNEE', 'Premier admin'),
        transfer(id, rider, 'Second admin'),
      ],
    ]) {
      const { id } = await stuck('EN_LIVRAISON');
      const rider = await readyCourier(t, m.ville.id);
      const answers = await Promise.all(race(id, rider.id));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await moves(id)).toHaveLength(1);
      expect(await journalRows(t, id)).toHaveLength(1);
    }
  });
});
