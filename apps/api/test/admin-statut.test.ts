// @files s3: a deactivated business's pictures and page follow its status
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import {
  bearer,
  createCategorieEntreprise,
  createEntreprise,
  createUser,
  createVille,
  login,
} from './helpers/factories.ts';

// Deactivation (issue 9): the account's sessions end at once (next call 401, live stream
// closed), its login is refused, its business is hidden; an admin never deactivates itself.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
let villeId: number;

const statut = (id: number, value: 'ACTIF' | 'INACTIF', headers = admin.headers) =>
  api.put(`/api/admin/utilisateurs/${id}/statut`, headers, {
    statut: value,
    ...(value === 'INACTIF' ? { motif: 'Fraude constatée' } : {}),
  });

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('adresse inconnue');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  villeId = (await createVille(t.database.db, 'Bassam')).id;
  admin = await signedIn(t, 'ADMIN', villeId);
});
afterAll(() => t.close());

describe(`PUT /api/admin/utilisateurs/{id}/statut (${store})`, () => {
  it('ends the sessions of a deactivated account at once and refuses its login', async () => {
    const client = await signedIn(t, 'CLIENT', villeId);
    expect((await api.get(`/api/users/${client.id}`, client.headers)).statusCode).toBe(200);
    const res = await statut(client.id, 'INACTIF');
    expect([res.statusCode, res.json()]).toEqual([200, { id: client.id, role: 'CLIENT', statut: 'INACTIF' }]);
    const next = await api.get(`/api/users/${client.id}`, client.headers);
    expect([next.statusCode, next.json()]).toEqual([401, { message: MSG.sessionExpired }]);
    const denied = await api.post(
      '/api/auth/login',
      {},
      { telephone: client.telephone, motDePasse: client.password },
    );
    expect([denied.statusCode, denied.json()]).toEqual([
      403,
      { message: MSG.accountDisabledBecause('Fraude constatée') },
    ]);
    // Deactivating again changes nothing; reactivating lets the account sign in again.
    expect((await statut(client.id, 'INACTIF')).json()).toMatchObject({ statut: 'INACTIF' });
    expect((await statut(client.id, 'ACTIF')).json()).toEqual({
      id: client.id,
      role: 'CLIENT',
      statut: 'ACTIF',
    });
    const token = await login(t.app, client);
    expect((await api.get(`/api/users/${client.id}`, bearer(token))).statusCode).toBe(200);
  });

  it('closes the live stream of a deactivated account', async () => {
    const base = await listen(t.app);
    const courier = await createUser(t.database.db, 'LIVREUR', { villeId });
    const res = await fetch(`${base}/api/events`, { headers: bearer(await login(t.app, courier)) });
    expect(res.status).toBe(200);
    const reading = res.text();
    // The stream is open: give it a moment to subscribe before the event is published.
    await new Promise((r) => setTimeout(r, 50));
    expect((await statut(courier.id, 'INACTIF')).statusCode).toBe(200);
    const text = await Promise.race([
      reading,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('flux toujours ouvert')), 5000)),
    ]);
    expect(text).toContain('event: session.fin');
  });

  it('never lets an admin deactivate itself', async () => {
    const res = await statut(admin.id, 'INACTIF');
    expect([res.statusCode, res.json()]).toEqual([403, { message: ADMIN_MSG.adminSelfDeactivate }]);
    expect((await statut(admin.id, 'ACTIF')).statusCode).toBe(200);
    expect((await api.get('/api/admin/users', admin.headers)).statusCode).toBe(200);
  });

  it('deactivates another admin, whose session ends', async () => {
    const other = await signedIn(t, 'ADMIN', villeId);
    expect((await statut(other.id, 'INACTIF')).json()).toEqual({
      id: other.id,
      role: 'ADMIN',
      statut: 'INACTIF',
    });
    expect((await api.get('/api/admin/users', other.headers)).statusCode).toBe(401);
  });

  it('keeps one active admin when the last two deactivate each other at once', async () => {
    const race = await buildTestApp();
    try {
      const ville = await createVille(race.database.db);
      const raceApi = calls(race.app);
      const a = await createUser(race.database.db, 'ADMIN', { villeId: ville.id });
      const b = await createUser(race.database.db, 'ADMIN', { villeId: ville.id });
      const [ha, hb] = [bearer(await login(race.app, a)), bearer(await login(race.app, b))];
      const results = await Promise.all([
        raceApi.put(`/api/admin/utilisateurs/${b.id}/statut`, ha, { statut: 'INACTIF', motif: 'Départ' }),
        raceApi.put(`/api/admin/utilisateurs/${a.id}/statut`, hb, { statut: 'INACTIF', motif: 'Départ' }),
      ]);
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const loser = results.find((r) => r.statusCode !== 200)!;
      expect([401, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(loser.json()).toEqual({ message: ADMIN_MSG.adminLastOne });
      const active = await race.database.db
        .selectFrom('utilisateurs')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('statut', '=', 'ACTIF')
        .execute();
      expect(active).toHaveLength(1);
    } finally {
      await race.close();
    }
  });
});

// The listing rule (design §12): listed only while its owner is ACTIF.
describe(`a deactivated business (${store})`, () => {
  it('is hidden from clients at once, and shown again once reactivated', async () => {
    const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId });
    const { id } = await createEntreprise(t.database.db, owner, {
      nom: 'Garba Express',
      photoFacadeUrl: '/uploads/f.webp',
    });
    const categorie = await createCategorieEntreprise(t.database.db, 'Garba');
    await t.database.db
      .updateTable('entreprises')
      .set({ telephone: '0701010101', categorieId: categorie.id })
      .where('id', '=', id)
      .execute();
    const client = await signedIn(t, 'CLIENT', villeId);
    const seen = async () => {
      const page = await api.get(`/api/entreprises/${id}`, client.headers);
      const menu = await api.get(`/api/produits/entreprise_prod_cate/${id}`, client.headers);
      const city = (await api.get('/api/entreprises/ville/bassam', client.headers)).json<
        Array<{ id: number }>
      >();
      return [page.statusCode, menu.statusCode, city.some((b) => b.id === id)];
    };
    expect(await seen()).toEqual([200, 200, true]);
    expect((await statut(owner.id, 'INACTIF')).statusCode).toBe(200);
    expect(await seen()).toEqual([404, 404, false]);
    expect((await statut(owner.id, 'ACTIF')).statusCode).toBe(200);
    expect(await seen()).toEqual([200, 200, true]);
  });
});
