// @files disk: the city form's photo is incidental: admin-villes runs the city photos in S3
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { JournalEntry } from '@comoe/shared/schemas/admin-journal';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { readyCourier } from './helpers/desk.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import { multipart } from './helpers/multipart.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 20 §3: every admin action the desk did not have yet writes its journal entry: payouts,
// verification, cities and admin accounts; a second admin with a used e-mail is refused.
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const latest = async (type: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/journal?type=${type}`,
    headers: m.admin.headers,
  });
  return res.json<{ content: JournalEntry[] }>().content[0];
};
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: m.admin.headers, ...(payload ? { payload: payload as never } : {}) });

describe('the journal records', () => {
  it('a business payout, with the amount and the reference', async () => {
    await t.database.db
      .insertInto('comptesVersement')
      .values({
        entrepriseId: m.entreprise.id,
        paymentMethod: 'WAVE',
        paymentNumber: '0700000009',
        accountName: 'Awa',
        updatedAt: new Date(),
      })
      .execute();
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'LIVREE',
      total: 3500,
      fraisLivraison: 500,
    });
    const res = await call('POST', `/api/admin/commandes/${id}/payout`, { reference: 'WAVE-778' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest('versement.entreprise')).toMatchObject({
      cible: { type: 'entreprise', id: String(m.entreprise.id) },
      resume: ADMIN_MSG.payoutNotice(3000, 1, 'WAVE-778'),
      admin: { id: m.admin.id },
    });
  });

  it('a verification and its withdrawal with the reason, which the courier reads', async () => {
    const rider = await readyCourier(t, m.ville.id, { verifie: false });
    expect(
      (await call('PUT', `/api/admin/livreurs/${rider.id}/verification`, { isVerified: true })).statusCode,
    ).toBe(200);
    const refused = await call('PUT', `/api/admin/livreurs/${rider.id}/verification`, {
      isVerified: false,
      motif: 'Photo de la CNI illisible',
    });
    expect(refused.statusCode).toBe(200);
    expect(await latest('livreur.verification')).toMatchObject({
      cible: { type: 'utilisateur', id: String(rider.id) },
      motif: 'Photo de la CNI illisible',
    });
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('utilisateurId', '=', rider.id)
      .orderBy('id')
      .execute();
    expect(notes.map((n) => n.corps)).toEqual([
      ADMIN_MSG.verifiedNotice,
      ADMIN_MSG.unverifiedNotice('Photo de la CNI illisible'),
    ]);
    const long = await call('PUT', `/api/admin/livreurs/${rider.id}/verification`, {
      isVerified: false,
      motif: 'x'.repeat(301),
    });
    expectRefusal(long, 400, ADMIN_MSG.verificationMotifInvalid);
  });

  it("a city's creation, change and removal", async () => {
    const form = (fields: Record<string, string>) =>
      multipart(Object.entries(fields).map(([name, data]) => ({ name, data })));
    const body = form({ nom: 'Adiaké', fraisBase: '700', latitude: '5.28', longitude: '-3.30' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/villes',
      headers: { ...m.admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await latest('ville.creer')).toMatchObject({
      cible: { type: 'ville', id: String(id) },
      resume: 'Ville Adiaké créée.',
    });
    const change = form({ fraisBase: '800' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/villes/${id}`,
      headers: { ...m.admin.headers, ...change.headers },
      payload: change.payload,
    });
    expect(await latest('ville.modifier')).toMatchObject({ resume: 'Ville Adiaké modifiée.' });
    expect((await call('DELETE', `/api/villes/${id}`)).statusCode).toBe(204);
    expect(await latest('ville.supprimer')).toMatchObject({ resume: 'Ville Adiaké supprimée.' });
  });

  it("an admin account's creation, change and removal; the entries outlive the account", async () => {
    const created = await call('POST', '/api/admin/users', {
      prenom: 'Mariam',
      nom: 'Koné',
      email: 'mariam.journal@comoe.ci',
      telephone: '0712340099',
      motDePasse: 'Admin@2026!',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    await call('PUT', `/api/admin/users/${id}`, {
      prenom: 'Mariam',
      nom: 'Koné Traoré',
      email: 'mariam.journal@comoe.ci',
      telephone: '0712340099',
    });
    expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect((await latest('admin.creer'))?.resume).toBe('Administrateur Mariam Koné créé.');
    expect((await latest('admin.modifier'))?.resume).toBe('Administrateur Mariam Koné Traoré modifié.');
    expect((await latest('admin.supprimer'))?.resume).toBe('Administrateur Mariam Koné Traoré supprimé.');
  });
});

describe('a second admin with an e-mail already used', () => {
  it('is refused with 409, whatever the case, and when both are created at once only one stays', async () => {
    const form = (telephone: string, email: string) => ({
      prenom: 'Awa',
      nom: 'Bamba',
      email,
      telephone,
      motDePasse: 'Admin@2026!',
    });
    expect(
      (await call('POST', '/api/admin/users', form('0712340101', 'awa.bamba@comoe.ci'))).statusCode,
    ).toBe(201);
    expectRefusal(
      await call('POST', '/api/admin/users', form('0712340102', 'AWA.Bamba@comoe.ci')),
      409,
      ADMIN_MSG.adminEmailTaken,
    );
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/admin/users', form(`07123402${String(i).padStart(2, '0')}`, 'same.time@comoe.ci')),
      ),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of race.filter((a) => a.statusCode !== 201))
      expectRefusal(r, 409, ADMIN_MSG.adminEmailTaken);
  });
});
