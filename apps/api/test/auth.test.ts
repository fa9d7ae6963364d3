import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';
import { clientSignUp, postRawJson } from './helpers/sign-up.ts';

let t: TestApp;
let villeId: number;

beforeAll(async () => ({ t, w: villeId } = await appWith(async (_app, db) => (await createVille(db)).id)));
afterAll(() => t.close());

function clientPayload(overrides: Record<string, unknown> = {}) {
  return clientSignUp(villeId, {
    email: '',
    latitude: null,
    longitude: null,
    infoSupplementaire: 'Près du marché',
    ...overrides,
  });
}

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a client who can then sign in with the ROLE_ prefix', async () => {
    const payload = clientPayload();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number; telephone: string }>();
    expect(body.telephone).toBe(payload.telephone);
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: payload.telephone, motDePasse: payload.motDePasse },
    });
    expect(loginRes.statusCode).toBe(200);
    expect(loginRes.json()).toMatchObject({ id: body.id, telephone: payload.telephone, role: 'ROLE_CLIENT' });
  });

  it("creates the business of an ENTREPRISE account at once, under its type's category", async () => {
    const res = await register({
      ...clientPayload({ role: 'ENTREPRISE', genre: undefined, dateDeNaissance: undefined }),
      nomEntreprise: 'Maquis du Phare',
      typeEntreprise: 'RESTAURANT',
    });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('entreprises')
      .select(['nom', 'type', 'villeId'])
      .where('utilisateurId', '=', res.json<{ id: number }>().id)
      .executeTakeFirst();
    expect(row).toEqual({ nom: 'Maquis du Phare', type: 'RESTAURANT', villeId });
    const categorie = await t.database.db
      .selectFrom('entreprises as e')
      .innerJoin('categoriesEntreprise as k', 'k.id', 'e.categorieId')
      .select('k.nom')
      .where('e.utilisateurId', '=', res.json<{ id: number }>().id)
      .executeTakeFirst();
    expect(categorie).toEqual({ nom: 'Restaurant' });
  });

  it('creates the courier record of a LIVREUR account', async () => {
    const res = await register({ ...clientPayload({ role: 'LIVREUR' }), typeTransport: 'SCOOTER' });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('livreurs')
      .select(['typeTransport', 'disponible', 'verifie'])
      .where('utilisateurId', '=', res.json<{ id: number }>().id)
      .executeTakeFirst();
    expect(row).toEqual({ typeTransport: 'SCOOTER', disponible: false, verifie: false });
  });

  it('accepts any sign that is neither a letter nor a digit as the special character', async () => {
    const res = await register(clientPayload({ motDePasse: 'Abidjan#2026' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a phone already used, with 409 and a French message', async () => {
    const payload = clientPayload();
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, prenom: 'Autre' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.phoneTaken });
  });

  it.each([
    ['a phone of 9 digits', { telephone: '070000000' }, MSG.phone],
    ['a weak password', { motDePasse: 'motdepasse' }, MSG.password],
    ['an empty first name', { prenom: '  ' }, MSG.prenomRequired],
    ['a birth date less than 10 years ago', { dateDeNaissance: '2024-01-01' }, MSG.birthDateTooRecent],
    ['a bad e-mail', { email: 'pas-un-mail' }, MSG.emailInvalid],
    ['an unknown city', { cityId: 9999 }, MSG.cityUnknown],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const res = await register(clientPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses the ADMIN role from the public sign-up', async () => {
    const res = await register(clientPayload({ role: 'ADMIN' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 401 with the French message for a wrong password or an unknown phone', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    for (const payload of [
      { telephone: user.telephone, motDePasse: 'Mauvais@2026' },
      { telephone: '0999999999', motDePasse: user.password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.badCredentials });
    }
  });

  it('answers 403 to a deactivated account with the right password', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId, statut: 'INACTIF' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: user.telephone, motDePasse: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.accountDisabled });
  });

  it('delays a phone after 3 failed tries, even with the right password next (see password-tries.test.ts)', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: user.telephone, motDePasse: 'Mauvais@2026' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: user.telephone, motDePasse: user.password },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.retryIn(1) });
    expect(res.headers['retry-after']).toBe('1');
  });

  it('answers 400, never 500, to a malformed body', async () => {
    const res = await postRawJson(t.app, '/api/auth/login', '{"telephone":');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/JSON/);
  });

  it('issues a token the protected routes accept, and refuses a forged one', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    const token = await login(t.app, user);
    const ok = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.sessionExpired });
  });

  it('ends a session already in use as soon as the account is deactivated', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    const token = await login(t.app, user);
    const url = `/api/users/${user.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', user.id)
      .execute();
    // Written behind the app's back: told as the admin's deactivation tells it.
    await t.app.accountChanged(user.id);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.accountDisabled });
  });
});
