import { describe, expect, it } from 'vitest';
import { courierGains } from '@comoe/shared/admin-finance';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { deskSuite, journalRows, orderIn, readyCourier } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';
import { rescueCalls, type RescueCalls } from './helpers/rescue.ts';

// Issue 34 §1: an order on its way whose courier can no longer bring it is closed by the desk,
// delivered or brought back to the business, with a reason told to everyone concerned.
let t: TestApp;
let m: Market;
let r: RescueCalls;
deskSuite((s) => {
  ({ t, m } = s);
  r = rescueCalls(t, m);
});

describe('POST /api/admin/commandes/:id/cloturer', () => {
  it('closes an order on its way as delivered: delivery time, the courier credited, no proof, the reason kept', async () => {
    const { id, former } = await r.stuck('EN_LIVRAISON');
    const res = await r.close(id, 'LIVREE', 'Client confirme avoir reçu');
    expect(res.json()).toEqual({ statut: 'LIVREE' });
    const after = await r.row(id);
    expect(after).toMatchObject({ statut: 'LIVREE', livreurId: former.id, gainLivreur: courierGains(3000) });
    expect(after.livreeAt).not.toBeNull();
    expect(after.preuveLivraisonUrl).toBeNull();
    expect(await r.moves(id)).toEqual([
      expect.objectContaining({
        versStatut: 'LIVREE',
        motif: 'Client confirme avoir reçu',
        mouvement: 'cloturerLivree',
      }),
    ]);
    expect(await r.told(m.client.id, id)).toEqual([
      RESCUE_MSG.closedDeliveredClient('Client confirme avoir reçu'),
    ]);
    expect(await r.clientView(id)).toMatchObject({ motifFin: 'LIVREE' });
    expect(await journalRows(t, id)).toEqual([expect.objectContaining({ type: 'commande.cloturer' })]);
  });

  it('closes it as brought back: cancelled with the RETOURNEE reason, the client pays nothing, the trip paid', async () => {
    const { id, former } = await r.stuck('EN_LIVRAISON');
    const motif = 'Client injoignable, colis rendu';
    const res = await r.close(id, 'RETOURNEE', motif);
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    expect(await r.row(id)).toMatchObject({
      statut: 'ANNULEE',
      livreeAt: null,
      gainLivreur: courierGains(3000),
    });
    expect(await r.moves(id)).toEqual([
      expect.objectContaining({ versStatut: 'ANNULEE', motif, mouvement: 'cloturerRetour' }),
    ]);
    expect(await r.clientView(id)).toMatchObject({
      statut: 'ANNULEE',
      motifFin: 'RETOURNEE',
      raisonFin: motif,
    });
    expect(await r.told(m.client.id, id)).toEqual([RESCUE_MSG.returnedClient(motif)]);
    expect(await r.told(m.owner.id, id)).toEqual([RESCUE_MSG.returnedByDesk(motif)]);
    expect(await r.told(former.id, id)).toEqual([RESCUE_MSG.returnedCourier(motif)]);
  });

  it.each(['ACCEPTEE', 'PRETE', 'LIVREE', 'ANNULEE'] as const)('refuses an order %s', async (statut) => {
    const id = await orderIn(t, m, statut, m.courier.id);
    for (const issue of ['LIVREE', 'RETOURNEE']) {
      const res = await r.close(id, issue);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/^Action impossible/);
    }
    expect((await r.row(id)).statut).toBe(statut);
  });

  it('asks for the issue and a reason, in French', async () => {
    const { id } = await r.stuck('EN_LIVRAISON');
    for (const issue of [undefined, 'PERDUE', 42]) {
      expectRefusal(
        await r.post(id, 'cloturer', { issue, motif: 'Motif valable' }),
        400,
        RESCUE_MSG.issueRequired,
      );
    }
    expectRefusal(await r.close(id, 'LIVREE', ''), 400, DESK_MSG.motifRequired);
    expectRefusal(await r.post(id, 'cloturer', { issue: 'RETOURNEE' }), 400, DESK_MSG.motifRequired);
    expect((await r.row(id)).statut).toBe('EN_LIVRAISON');
  });

  it('is for admins only', async () => {
    const { id } = await r.stuck('EN_LIVRAISON');
    for (const who of [m.client, m.owner, m.courier]) {
      expectRefusal(await r.close(id, 'LIVREE', 'Motif valable', who.headers), 403, MSG.forbidden);
    }
    expect((await r.row(id)).statut).toBe('EN_LIVRAISON');
  });

  it('lets exactly one of two admins act at once, closing or transferring', async () => {
    for (const race of [
      (id: string) => [r.close(id, 'LIVREE', 'Premier admin'), r.close(id, 'RETOURNEE', 'Second admin')],
      (id: string, rider: number) => [
        r.close(id, 'RETOURNEE', 'Premier admin'),
        r.transfer(id, rider, 'Second admin'),
      ],
    ]) {
      const { id } = await r.stuck('EN_LIVRAISON');
      const rider = await readyCourier(t, m.ville.id);
      const answers = await Promise.all(race(id, rider.id));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await r.moves(id)).toHaveLength(1);
      expect(await journalRows(t, id)).toHaveLength(1);
    }
  });
});
