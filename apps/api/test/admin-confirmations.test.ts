// @files disk: the seeded documents are rows only; no file is stored or served
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { appWith, expectRefusal, store, type Headers, type TestApp } from './helpers/app.ts';
import { journalRows, notificationsOf, orderIn, readyCourier } from './helpers/desk.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 34: a deactivated client's code read by phone, a withdrawn verification's reason, the
// payout account an admin enters for a business.
let t: TestApp;
beforeAll(async () => ({ t } = await appWith(() => null)));
afterAll(() => t.close());

const market = () => marketplace(t.app, t.database.db);
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const deactivate = (m: Market, id: number) =>
  call('PUT', `/api/admin/utilisateurs/${id}/statut`, m.admin.headers, {
    statut: 'INACTIF',
    motif: 'Fraude',
  });
const code = (m: Market, id: string, headers: Headers = m.admin.headers) =>
  call('GET', `/api/admin/commandes/${id}/code-client`, headers);

describe(`GET /api/admin/commandes/{id}/code-client (${store})`, () => {
  it("reads the code of a deactivated client's order on its way, journaled each time", async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    const offered = async (id: string) =>
      (await call('GET', `/api/admin/commandes/${id}`, m.admin.headers)).json<{
        codeClientLisible: boolean;
      }>().codeClientLisible;
    expectRefusal(await code(m, onTheWay), 409, ADMIN_MSG.clientCodeClientActive);
    expect(await offered(onTheWay)).toBe(false);
    expect((await deactivate(m, m.client.id)).statusCode).toBe(200);
    expect(await offered(onTheWay)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await code(m, onTheWay);
      expect([res.statusCode, res.json()]).toEqual([200, { code: '1234' }]);
    }
    const reads = (await journalRows(t, onTheWay)).filter((r) => r.type === 'commande.code-client');
    expect(reads).toEqual([
      expect.objectContaining({ adminId: m.admin.id }),
      expect.objectContaining({ adminId: m.admin.id }),
    ]);
  });

  it('refuses an order not on its way (cancelled, delivered), another role, an unknown order', async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    const ready = await orderIn(t, m, 'PRETE', rider.id);
    const delivered = await orderIn(t, m, 'LIVREE', rider.id);
    const onTheWay = await orderIn(t, m, 'EN_LIVRAISON', rider.id);
    expect((await deactivate(m, m.client.id)).statusCode).toBe(200);
    // The deactivation cancelled the order not yet picked up.
    for (const id of [ready, delivered])
      expectRefusal(await code(m, id), 409, ADMIN_MSG.clientCodeNotOnItsWay);
    expect((await code(m, onTheWay, rider.headers)).statusCode).toBe(403);
    expect((await code(m, onTheWay, m.owner.headers)).statusCode).toBe(403);
    expectRefusal(await code(m, '00000000-0000-4000-8000-000000000000'), 404, MSG.orderNotFound);
    expect((await journalRows(t, ready)).filter((r) => r.type === 'commande.code-client')).toEqual([]);
  });
});

describe(`PUT /api/admin/livreurs/{id}/verification: withdrawing says why (${store})`, () => {
  const verify = (m: Market, id: number, body: unknown, headers: Headers = m.admin.headers) =>
    call('PUT', `/api/admin/livreurs/${id}/verification`, headers, body);

  it('refuses a withdrawal without a reason; with one, the courier reads it and the journal keeps it', async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id);
    for (const body of [{ isVerified: false }, { isVerified: false, motif: ' ' }]) {
      expectRefusal(await verify(m, rider.id, body), 400, ADMIN_MSG.withdrawMotifRequired);
    }
    const motif = 'Permis expiré le mois dernier';
    const res = await verify(m, rider.id, { isVerified: false, motif });
    expect([res.statusCode, res.json<{ isVerified: boolean }>().isVerified]).toEqual([200, false]);
    expect((await notificationsOf(t, rider.id)).map((n) => n.corps)).toContain(
      ADMIN_MSG.unverifiedNotice(motif),
    );
    expect(await journalRows(t, String(rider.id))).toEqual([
      expect.objectContaining({ type: 'livreur.verification', motif }),
    ]);
  });

  it('grants without a reason; other roles 403, an unknown courier 404', async () => {
    const m = await market();
    const rider = await readyCourier(t, m.ville.id, { verifie: false });
    await t.database.db
      .updateTable('livreurs')
      .set({ cniPhotoUrl: '/uploads/private/cni.webp', permisPhotoUrl: '/uploads/private/permis.webp' })
      .where('utilisateurId', '=', rider.id)
      .execute();
    expect((await verify(m, rider.id, { isVerified: true })).json()).toMatchObject({ isVerified: true });
    expect(
      (await verify(m, rider.id, { isVerified: false, motif: 'Fraude' }, m.owner.headers)).statusCode,
    ).toBe(403);
    expect(
      (await verify(m, rider.id, { isVerified: false, motif: 'Fraude' }, rider.headers)).statusCode,
    ).toBe(403);
    expectRefusal(
      await verify(m, 999_999, { isVerified: false, motif: 'Fraude' }),
      404,
      ADMIN_MSG.livreurNotFound,
    );
  });
});

describe(`PUT /api/admin/entreprises/{id}/compte-versement (${store})`, () => {
  const account = { paymentMethod: 'WAVE', paymentNumber: '0707070707', accountName: 'Maquis Chez Tantie' };
  const payoutJournal = async (m: Market) =>
    (await journalRows(t, String(m.entreprise.id))).filter((r) => r.type === 'entreprise.compte-versement');
  const save = (m: Market, id: number, body: unknown, headers: Headers = m.admin.headers) =>
    call('PUT', `/api/admin/entreprises/${id}/compte-versement`, headers, body);

  it('enters the account of a deactivated business, journaled, its owner told; a correction replaces it', async () => {
    const m = await market();
    expect((await deactivate(m, m.owner.id)).statusCode).toBe(200);
    const res = await save(m, m.entreprise.id, account);
    expect([res.statusCode, res.json()]).toEqual([200, { entrepriseId: m.entreprise.id, ...account }]);
    const corrected = { ...account, paymentMethod: 'ORANGE_MONEY', paymentNumber: '0707070708' };
    expect((await save(m, m.entreprise.id, corrected)).statusCode).toBe(200);
    const read = await call('GET', `/api/payouts/entreprise/${m.entreprise.id}`, m.admin.headers);
    expect(read.json()).toEqual({ entrepriseId: m.entreprise.id, ...corrected });
    expect(await payoutJournal(m)).toHaveLength(2);
    expect((await notificationsOf(t, m.owner.id)).map((n) => n.corps)).toContain(
      ADMIN_MSG.payoutAccountNotice('0707070708'),
    );
  });

  it('refuses a bad body (400), another role (403), an unknown business (404)', async () => {
    const m = await market();
    expect((await save(m, m.entreprise.id, { ...account, paymentNumber: '12' })).statusCode).toBe(400);
    expect((await save(m, m.entreprise.id, { ...account, paymentMethod: 'CHEQUE' })).statusCode).toBe(400);
    expect((await save(m, m.entreprise.id, account, m.owner.headers)).statusCode).toBe(403);
    expect((await save(m, m.entreprise.id, account, m.client.headers)).statusCode).toBe(403);
    expectRefusal(await save(m, 999_999, account), 404, MSG.entrepriseNotFound);
    expect(await payoutJournal(m)).toEqual([]);
  });
});
