// @files disk: the proof photo is incidental: the deactivation rules are what it tests
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { MSG } from '@comoe/shared/messages';
import type { AdminOrdersPage, DeactivationPreview } from '@comoe/shared/schemas/admin-commandes';
import { appWith, expectRefusal, store, type Headers, type TestApp } from './helpers/app.ts';
import {
  deskCalls,
  journalRows,
  notificationsOf,
  orderIn,
  orderState,
  readyCourier,
} from './helpers/desk.ts';
import { multipart, pngBytes } from './helpers/factories.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 34: a deactivation says why, and leaves every order of the account with a way out.
let t: TestApp;
beforeAll(async () => ({ t } = await appWith(() => null)));
afterAll(() => t.close());

const market = () => marketplace(t.app, t.database.db);
const statut = (m: Market, id: number | string, payload: unknown, headers: Headers = m.admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/utilisateurs/${id}/statut`,
    headers,
    payload: payload as never,
  });
const deactivate = (m: Market, id: number) => statut(m, id, { statut: 'INACTIF', motif: 'Fraude constatée' });
const preview = (m: Market, id: number | string, headers: Headers = m.admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/utilisateurs/${id}/desactivation`, headers });
const history = (id: string) =>
  t.database.db
    .selectFrom('transitionsCommande')
    .select(['versStatut', 'acteurRole', 'motif'])
    .where('commandeId', '=', id)
    .orderBy('id')
    .execute();
/** The courier at the door: the client's code (1234 for inserted orders) and the proof photo. */
async function deliver(id: string, headers: Headers) {
  const body = multipart(
    { code: '1234' },
    { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: await pngBytes() },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe(`PUT /api/admin/utilisateurs/{id}/statut: the reason (${store})`, () => {
  it('refuses a deactivation without a reason, in French; a reactivation needs none', async () => {
    const m = await market();
    for (const body of [
      { statut: 'INACTIF' },
      { statut: 'INACTIF', motif: '  ' },
      { statut: 'INACTIF', motif: 'ok' },
    ]) {
      expectRefusal(await statut(m, m.client.id, body), 400, ADMIN_MSG.deactivationMotifRequired);
    }
    expectRefusal(
      await statut(m, m.client.id, { statut: 'INACTIF', motif: 'x'.repeat(301) }),
      400,
      ADMIN_MSG.deactivationMotifRequired,
    );
    expect((await orderState(t, await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE'))).statut).toBe(
      'EN_ATTENTE_ENTREPRISE',
    );
    expect((await deactivate(m, m.client.id)).statusCode).toBe(200);
    expect((await statut(m, m.client.id, { statut: 'ACTIF' })).json()).toMatchObject({ statut: 'ACTIF' });
  });

  it('is for admins only, and answers 404 for an unknown account', async () => {
    const m = await market();
    const body = { statut: 'INACTIF', motif: 'Fraude constatée' };
    expect((await statut(m, m.client.id, body, m.owner.headers)).statusCode).toBe(403);
    expect((await statut(m, m.owner.id, body, m.client.headers)).statusCode).toBe(403);
    expectRefusal(await statut(m, 999_999, body), 404, MSG.userNotFound);
  });

  it('keeps the reason in the journal, tells the person and says it when her sign-in is refused', async () => {
    const m = await market();
    expect((await deactivate(m, m.client.id)).statusCode).toBe(200);
    expect(await journalRows(t, String(m.client.id))).toEqual([
      expect.objectContaining({ type: 'compte.statut', motif: 'Fraude constatée' }),
    ]);
    expect((await notificationsOf(t, m.client.id)).map((n) => n.corps)).toContain(
      ADMIN_MSG.deactivatedNotice('Fraude constatée'),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: m.client.telephone, motDePasse: m.client.password },
    });
    expectRefusal(login, 403, MSG.accountDisabledBecause('Fraude constatée'));
  });
});

describe(`what deactivating does to each party's orders (${store})`, () => {
  it('business: cancels what is not picked up; what is on its way goes on and is delivered', async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    const waiting = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const accepted = await orderIn(t, m, 'ACCEPTEE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    expect((await preview(m, m.owner.id)).json<DeactivationPreview>()).toMatchObject({
      annulees: 2,
      remisesAuxLivreurs: 0,
      continuent: 1,
    });
    expect((await deactivate(m, m.owner.id)).statusCode).toBe(200);
    for (const id of [waiting, accepted]) {
      expect((await orderState(t, id)).statut).toBe('ANNULEE');
      expect((await history(id)).at(-1)).toEqual({
        versStatut: 'ANNULEE',
        acteurRole: 'ADMIN',
        motif: DESK_MSG.businessDisabled,
      });
    }
    const courierTold = (await notificationsOf(t, rider.id)).filter((n) => n.commandeId === accepted);
    expect(courierTold.map((n) => n.corps)).toEqual([DESK_MSG.cancelledOthers(DESK_MSG.businessDisabled)]);
    // The courier finishes the trip, and is paid for it as usual.
    expect((await orderState(t, onTheWay)).statut).toBe('EN_LIVRAISON');
    expect((await deliver(onTheWay, rider.headers)).json()).toEqual({ statut: 'LIVREE' });
  });

  it("client: cancels what is not picked up ('Compte client désactivé'); what is on its way goes on", async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    const waiting = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    const ready = await orderIn(t, m, 'PRETE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    expect((await preview(m, m.client.id)).json<DeactivationPreview>()).toMatchObject({
      annulees: 2,
      continuent: 1,
    });
    expect((await deactivate(m, m.client.id)).statusCode).toBe(200);
    for (const id of [waiting, ready]) {
      expect((await history(id)).at(-1)).toMatchObject({
        versStatut: 'ANNULEE',
        motif: DESK_MSG.clientDisabled,
      });
    }
    const ownerTold = (await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === ready);
    expect(ownerTold.map((n) => n.corps)).toEqual([DESK_MSG.cancelledOthers(DESK_MSG.clientDisabled)]);
    expect((await orderState(t, onTheWay)).statut).toBe('EN_LIVRAISON');
    expect((await deliver(onTheWay, rider.headers)).json()).toEqual({ statut: 'LIVREE' });
  });

  it('courier: missions not picked up go back to the city; those on their way stay, flagged', async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    const accepted = await orderIn(t, m, 'ACCEPTEE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    expect((await preview(m, rider.id)).json<DeactivationPreview>()).toMatchObject({
      annulees: 0,
      remisesAuxLivreurs: 1,
      continuent: 1,
      commandes: [expect.objectContaining({ id: accepted }), expect.objectContaining({ id: onTheWay })],
    });
    expect((await deactivate(m, rider.id)).statusCode).toBe(200);
    expect(await orderState(t, accepted)).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
    expect((await history(accepted)).at(-1)).toMatchObject({ motif: DESK_MSG.courierDisabled });
    expect(await orderState(t, onTheWay)).toMatchObject({ statut: 'EN_LIVRAISON', livreurId: rider.id });
    const page = (await deskCalls(t, m).list('groupe=ATTENTION&size=100')).json<AdminOrdersPage>();
    expect(page.content.find((o) => o.id === onTheWay)?.attention).toContain('LIVREUR_DESACTIVE');
  });

  it('previews nothing for an admin; 403 for another role, 404 for an unknown account', async () => {
    const m = await market();
    expect((await preview(m, m.admin.id)).json()).toEqual({
      annulees: 0,
      remisesAuxLivreurs: 0,
      continuent: 0,
      commandes: [],
    });
    expect((await preview(m, m.client.id, m.owner.headers)).statusCode).toBe(403);
    expectRefusal(await preview(m, 999_999), 404, MSG.userNotFound);
    expect((await preview(m, 'abc')).statusCode).toBe(400);
  });
});
