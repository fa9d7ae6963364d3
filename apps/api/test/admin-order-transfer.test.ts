import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import type { LiveEvent } from '@comoe/shared/events';
import { MSG } from '@comoe/shared/messages';
import { createVille } from './helpers/factories.ts';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { deskSuite, journalRows, orderIn, readyCourier } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';
import { rescueCalls, type RescueCalls } from './helpers/rescue.ts';

// Issue 34 §1: an order whose courier can no longer bring it (deactivated mid-mission) is handed
// by the desk to another courier of its city, status kept, both codes renewed, everyone told.
let t: TestApp;
let m: Market;
let r: RescueCalls;
deskSuite((s) => {
  ({ t, m } = s);
  r = rescueCalls(t, m);
});

describe('POST /api/admin/commandes/:id/transferer', () => {
  it.each(['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'] as const)(
    'hands an order %s to another courier, status kept, both codes renewed, everyone told',
    async (statut) => {
      const { id, former } = await r.stuck(statut);
      await t.database.db
        .updateTable('commandes')
        .set({ essaisCodeClient: 3, essaisCodeEntreprise: 5 })
        .where('id', '=', id)
        .execute();
      const rider = await readyCourier(t, m.ville.id);
      const published = vi.spyOn(t.app.events, 'publish');
      const res = await r.transfer(id, rider.id, '  Livreur désactivé en pleine course  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ statut });
      // Live: the client, the business, both couriers and the desk see it at once.
      const live = published.mock.calls
        .map(([e]) => e)
        .find((e): e is LiveEvent => 'data' in e && e.data.type === 'commande.statut');
      published.mockRestore();
      expect(live?.audience).toEqual({
        users: expect.arrayContaining([m.client.id, m.owner.id, rider.id, former.id]) as unknown,
        admins: true,
      });
      expect(live?.data).toMatchObject({ commandeId: id, statut });
      const after = await r.row(id);
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
      expect(await r.moves(id)).toEqual([
        { deStatut: statut, versStatut: statut, acteurId: m.admin.id, motif, mouvement: 'transferer' },
      ]);
      const name = await r.nameOf(rider.id);
      expect(await r.told(rider.id, id)).toEqual([RESCUE_MSG.transferredCourier]);
      expect(await r.told(former.id, id)).toEqual([RESCUE_MSG.transferredFormer(motif)]);
      expect(await r.told(m.client.id, id)).toEqual([RESCUE_MSG.transferredClient(name)]);
      expect(await r.told(m.owner.id, id)).toEqual([RESCUE_MSG.transferredBusiness(name, motif)]);
      expect(await r.missionIds(rider.headers)).toContain(id);
      // The client reads the new code on her order.
      expect(await r.clientView(id)).toMatchObject({ codeClient: after.codeClient, statut });
      // The desk's history names the move, with the admin and the reason.
      const desk = await t.app.inject({
        method: 'GET',
        url: `/api/admin/commandes/${id}`,
        headers: m.admin.headers,
      });
      const historique = desk.json<{ historique: { mouvement?: string | null }[] }>().historique;
      expect(historique.find((h) => h.mouvement === 'transferer')).toMatchObject({
        mouvement: 'transferer',
        motif,
        acteur: { id: m.admin.id },
      });
      expect(await journalRows(t, id)).toEqual([
        expect.objectContaining({ adminId: m.admin.id, type: 'commande.transferer', motif }),
      ]);
    },
  );

  it('refuses the old code after the transfer and takes the new one', async () => {
    const { id } = await r.stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    expect((await r.transfer(id, rider.id)).statusCode).toBe(200);
    const pickup = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${id}?code=${code}`,
        headers: rider.headers,
      });
    const old = await pickup('5678');
    expect(old.statusCode).toBe(400);
    expect(old.json<{ message: string }>().message).toMatch(new RegExp(`^${MSG.codeInvalid}`));
    expect((await pickup((await r.row(id)).codeEntreprise)).json()).toEqual({ statut: 'EN_LIVRAISON' });
  });

  it('takes the mission off the former courier, who can no longer move it', async () => {
    const former = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'PRETE', former.id);
    expect(await r.missionIds(former.headers)).toContain(id);
    expect((await r.transfer(id, (await readyCourier(t, m.ville.id)).id, 'Panne de moto')).statusCode).toBe(
      200,
    );
    expect(await r.missionIds(former.headers)).not.toContain(id);
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
    expectRefusal(await r.transfer(id, former.id), 409, RESCUE_MSG.sameCourier);
  });

  it('says why a courier cannot take it: inactive, unverified, other city, unknown', async () => {
    const { id } = await r.stuck('PRETE');
    const inactive = await readyCourier(t, m.ville.id);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', inactive.id)
      .execute();
    expectRefusal(await r.transfer(id, inactive.id), 409, DESK_MSG.courierInactive);
    expectRefusal(
      await r.transfer(id, (await readyCourier(t, m.ville.id, { verifie: false })).id),
      409,
      DESK_MSG.courierNotVerified,
    );
    const elsewhere = await readyCourier(t, (await createVille(t.database.db)).id);
    expectRefusal(await r.transfer(id, elsewhere.id), 409, DESK_MSG.courierOtherCity);
    expectRefusal(await r.transfer(id, 987_654), 404, DESK_MSG.courierNotFound);
    expect((await r.row(id)).codeEntreprise).toBe('5678');
  });

  it.each(['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'LIVREE', 'ANNULEE'] as const)(
    'refuses an order %s (no courier to replace, or finished), without French-less codes',
    async (statut) => {
      const id = await orderIn(t, m, statut, statut.startsWith('EN_ATTENTE') ? null : m.courier.id);
      const res = await r.transfer(id, (await readyCourier(t, m.ville.id)).id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/^Action impossible/);
      expect(await r.moves(id)).toEqual([]);
    },
  );

  it('asks for a courier and a reason, in French', async () => {
    const { id } = await r.stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    expectRefusal(await r.transfer(id, rider.id, 'ab'), 400, DESK_MSG.motifRequired);
    expectRefusal(await r.post(id, 'transferer', { livreurId: rider.id }), 400, DESK_MSG.motifRequired);
    expectRefusal(await r.transfer(id, 'abc'), 400, DESK_MSG.livreurIdRequired);
    expectRefusal(
      await r.post(id, 'transferer', { motif: 'Livreur désactivé' }),
      400,
      DESK_MSG.livreurIdRequired,
    );
    expect((await r.row(id)).livreurId).not.toBe(rider.id);
  });

  it('is for admins only, and answers 404 for an unknown order', async () => {
    const { id } = await r.stuck('PRETE');
    const rider = await readyCourier(t, m.ville.id);
    for (const who of [m.client, m.owner, m.courier, rider]) {
      expectRefusal(await r.transfer(id, rider.id, 'Motif valable', who.headers), 403, MSG.forbidden);
    }
    expect((await r.transfer(id, rider.id, 'Motif valable', {})).statusCode).toBe(401);
    expectRefusal(await r.transfer(randomUUID(), rider.id), 404, MSG.orderNotFound);
  });

  it('lets exactly one of two admins transfer at once; the other reads why', async () => {
    const { id, former } = await r.stuck('EN_LIVRAISON');
    const [a, b] = [await readyCourier(t, m.ville.id), await readyCourier(t, m.ville.id)];
    // Both saw the order with its deactivated courier: the desk sends him as the one to replace.
    const seen = (livreurId: number, motif: string) =>
      r.post(id, 'transferer', { livreurId, motif, livreurActuelId: former.id });
    const answers = await Promise.all([seen(a.id, 'Premier admin'), seen(b.id, 'Second admin')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectRefusal(
      answers.find((r) => r.statusCode === 409)!,
      409,
      RESCUE_MSG.courierChangedMeanwhile,
    );
    expect(await r.moves(id)).toHaveLength(1);
    expect(await journalRows(t, id)).toHaveLength(1);
    expect([a.id, b.id]).toContain((await r.row(id)).livreurId);
  });

  it('hands on an order the body-less way too: without the courier seen, the current one is replaced', async () => {
    const { id } = await r.stuck('ACCEPTEE');
    const [a, b] = [await readyCourier(t, m.ville.id), await readyCourier(t, m.ville.id)];
    expect((await r.transfer(id, a.id)).statusCode).toBe(200);
    expect((await r.transfer(id, b.id, 'Encore un changement')).statusCode).toBe(200);
    expect((await r.row(id)).livreurId).toBe(b.id);
    expectRefusal(
      await r.post(id, 'transferer', { livreurId: a.id, motif: 'Vue ancienne', livreurActuelId: a.id }),
      409,
      RESCUE_MSG.courierChangedMeanwhile,
    );
  });
});
