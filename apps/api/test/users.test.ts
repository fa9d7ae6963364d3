import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import {
  bearer,
  createEntreprise,
  createUser,
  createVille,
  login,
  type TestUser,
} from './helpers/factories.ts';

let t: TestApp;
let villeId: number;
let autreVilleId: number;
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  villeId = (await createVille(t.database.db, 'Bassam')).id;
  autreVilleId = (await createVille(t.database.db, 'Bonoua')).id;
  admin = await createUser(t.database.db, 'ADMIN', { villeId });
  adminToken = await login(t.app, admin);
});
afterAll(() => t.close());

const PROFILE = {
  email: 'aya@example.ci',
  genre: 'FEMME',
  dateDeNaissance: '1996-03-02',
  latitude: 5.2,
  longitude: -3.73,
  infoSupplementaire: 'Près du marché',
} as const;

/** A signed-in user with a filled profile. */
async function signedIn(role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR' = 'CLIENT') {
  const user = await createUser(t.database.db, role, { villeId, prenom: 'Aya', profile: PROFILE });
  return { user, token: await login(t.app, user) };
}

const getUser = (id: number | string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, ...(token ? { headers: bearer(token) } : {}) });

const putUser = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });

describe('GET /api/users/:id', () => {
  it('gives an ENTREPRISE owner its profile with its business name and type, and no secret', async () => {
    const { user, token } = await signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { nom: 'Maquis du Phare', type: 'RESTAURANT' });
    const res = await getUser(user.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      prenom: 'Aya',
      nom: 'entreprise',
      email: PROFILE.email,
      telephone: user.telephone,
      genre: 'FEMME',
      dateDeNaissance: '1996-03-02',
      cityId: villeId,
      latitude: PROFILE.latitude,
      longitude: PROFILE.longitude,
      infoSupplementaire: PROFILE.infoSupplementaire,
      photoProfilUrl: null,
      nomEntreprise: 'Maquis du Phare',
      typeEntreprise: 'RESTAURANT',
      role: 'ENTREPRISE',
      statut: 'ACTIF',
    });
    expect(res.body).not.toMatch(/motDePasse|tokenVersion|argon2/i);
  });

  it('gives a client null business fields', async () => {
    const { user, token } = await signedIn('CLIENT');
    const res = await getUser(user.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      role: 'CLIENT',
      nomEntreprise: null,
      typeEntreprise: null,
    });
  });

  it('lets an admin read anyone', async () => {
    const { user } = await signedIn('LIVREUR');
    const res = await getUser(user.id, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, telephone: user.telephone, role: 'LIVREUR' });
  });

  it("refuses another client's profile with 403", async () => {
    const { token } = await signedIn();
    const { user: other } = await signedIn();
    const res = await getUser(other.id, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
  });

  it('refuses a request without a token with 401', async () => {
    const { user } = await signedIn();
    const res = await getUser(user.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('answers 404 to an admin asking for an unknown id', async () => {
    const res = await getUser(987_654, adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.userNotFound });
  });

  // 3000000000 does not fit PostgreSQL's integer column: it must not reach the database.
  it.each(['abc', '0', '-3', '1.5', '3000000000', '1e400'])(
    'answers 400 or 404, never 500, to the id %s',
    async (id) => {
      const res = await getUser(id, adminToken);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ message: expect.any(String) as string });
    },
  );
});

describe('PUT /api/users/:id', () => {
  it('saves the address section alone and leaves the rest of the profile as it was', async () => {
    const { user, token } = await signedIn();
    const before = (await getUser(user.id, token)).json<Record<string, unknown>>();
    const address = {
      cityId: autreVilleId,
      latitude: 5.3,
      longitude: -3.5,
      infoSupplementaire: 'Maison bleue',
    };
    const res = await putUser(user.id, token, address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, ...address });
    expect((await getUser(user.id, token)).json()).toEqual({ ...before, ...address });
  });

  it('saves the profile section, and the new phone is the one to sign in with', async () => {
    const { user, token } = await signedIn();
    const telephone = '0711223344';
    const res = await putUser(user.id, token, {
      prenom: ' Awa ',
      nom: 'Koné',
      email: '',
      telephone: '07 11 22 33 44',
      genre: 'FEMME',
      dateDeNaissance: '1990-12-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prenom: 'Awa',
      nom: 'Koné',
      email: null,
      telephone,
      dateDeNaissance: '1990-12-31',
    });
    await expect(login(t.app, { telephone, password: user.password })).resolves.toEqual(expect.any(String));
    await expect(login(t.app, user)).rejects.toThrow(/401/);
  });

  it('refuses a phone used by someone else with 409 and keeps the old one', async () => {
    const { user, token } = await signedIn();
    const { user: other } = await signedIn();
    const res = await putUser(user.id, token, { telephone: other.telephone });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.phoneTaken });
    expect((await getUser(user.id, token)).json()).toMatchObject({ telephone: user.telephone });
  });

  it('accepts the user keeping their own phone', async () => {
    const { user, token } = await signedIn();
    const res = await putUser(user.id, token, { telephone: user.telephone, prenom: 'Ama' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ telephone: user.telephone, prenom: 'Ama' });
  });

  it.each([
    ['a phone of 9 digits', { telephone: '071122334' }, MSG.phone],
    ['a phone with letters', { telephone: '07112233AB' }, MSG.phone],
    ['an unknown city', { cityId: 999_999 }, MSG.cityUnknown],
    ['a city id beyond any stored id', { cityId: 3_000_000_000 }, MSG.cityUnknown],
    [
      'a birth date less than 10 years ago',
      { dateDeNaissance: new Date().toISOString().slice(0, 10) },
      MSG.birthDateTooRecent,
    ],
    ['a bad e-mail', { email: 'aya@' }, MSG.emailInvalid],
    ['a blank first name', { prenom: '   ' }, MSG.prenomRequired],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const { user, token } = await signedIn();
    const before = (await getUser(user.id, token)).json<unknown>();
    const res = await putUser(user.id, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await getUser(user.id, token)).json()).toEqual(before);
  });

  it("renames an ENTREPRISE owner's business and changes its type", async () => {
    const { user, token } = await signedIn('ENTREPRISE');
    const { id } = await createEntreprise(t.database.db, user, { nom: 'Ancien nom', type: 'RESTAURANT' });
    const res = await putUser(user.id, token, {
      nomEntreprise: 'Pharmacie du Port',
      typeEntreprise: 'PHARMACIE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomEntreprise: 'Pharmacie du Port', typeEntreprise: 'PHARMACIE' });
    const row = await t.database.db
      .selectFrom('entreprises')
      .select(['nom', 'type'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ nom: 'Pharmacie du Port', type: 'PHARMACIE' });
  });

  it('ignores a role, a status or a password hash slipped into the body', async () => {
    const { user, token } = await signedIn();
    const res = await putUser(user.id, token, {
      prenom: 'Aya',
      role: 'ADMIN',
      statut: 'INACTIF',
      motDePasseHash: 'x',
      tokenVersion: 7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'CLIENT', statut: 'ACTIF' });
    // The session still works (token version untouched) and the password too.
    expect((await getUser(user.id, token)).statusCode).toBe(200);
    await expect(login(t.app, user)).resolves.toEqual(expect.any(String));
  });

  it("refuses to change another user's profile with 403", async () => {
    const { token } = await signedIn();
    const { user: victim } = await signedIn();
    const res = await putUser(victim.id, token, { prenom: 'Pirate' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    expect((await getUser(victim.id, adminToken)).json()).toMatchObject({ prenom: 'Aya' });
  });

  it("lets an admin correct someone's profile", async () => {
    const { user } = await signedIn();
    const res = await putUser(user.id, adminToken, { nom: 'Corrigé' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, nom: 'Corrigé' });
  });

  it('refuses a request without a token with 401', async () => {
    const { user } = await signedIn();
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: { prenom: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET then PUT /api/users/:id unchanged', () => {
  // The profile page writes back what it read: every role's own answer must be accepted.
  it.each(['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'] as const)(
    'accepts its own answer for a %s',
    async (role) => {
      const user = await createUser(t.database.db, role, {
        villeId,
        prenom: 'Aya',
        ...(role === 'ADMIN' ? {} : { profile: PROFILE }),
      });
      if (role === 'ENTREPRISE') await createEntreprise(t.database.db, user, { nom: 'Maquis du Phare' });
      const token = await login(t.app, user);
      const read = await getUser(user.id, token);
      expect(read.statusCode).toBe(200);
      const written = await putUser(user.id, token, read.json());
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json()).toEqual(read.json());
      expect((await getUser(user.id, token)).json()).toEqual(read.json());
    },
  );

  it('still refuses a blank business name sent by its owner', async () => {
    const { user, token } = await signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { nom: 'Maquis du Phare' });
    const res = await putUser(user.id, token, { nomEntreprise: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.nomEntrepriseRequired });
  });
});
