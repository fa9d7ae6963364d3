// @stores sqlite: roles on the courier's routes, checked before any query
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { bearer, createUser, createVille, login, uniquePhone } from './helpers/factories.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';

// Who may call the courier's routes, and who moves a courier to another city (design §5, §8:
// a courier's missions are its city's; every route states its roles).
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const getMe = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/livreurs/me', headers });
const form = () => ({
  nom: 'Koné',
  prenom: 'Moussa',
  telephone: uniquePhone(),
  dateNaissance: '1995-06-15',
});

describe("PUT /api/users/{id}: a courier's city", () => {
  const putUser = (id: number, headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });

  it('is changed by an admin only; the courier may send its own city back', async () => {
    const c = await registerCourier(t, m.ville.id);
    const other = await createVille(t.database.db);
    const refused = await putUser(c.id, c.headers, { cityId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MSG.courierCityAdminOnly });
    const toNone = await putUser(c.id, c.headers, { cityId: null });
    expect(toNone.statusCode).toBe(403);
    expect((await getMe(c.headers)).json()).toMatchObject({ villeId: m.ville.id });

    expect((await putUser(c.id, c.headers, { cityId: m.ville.id, prenom: 'Moussa' })).statusCode).toBe(200);
    expect((await putUser(c.id, c.headers, { prenom: 'Moussa' })).statusCode).toBe(200);
    const byAdmin = await putUser(c.id, m.admin.headers, { cityId: other.id });
    expect(byAdmin.statusCode).toBe(200);
    expect((await getMe(c.headers)).json()).toMatchObject({ villeId: other.id });
  });

  it('still lets a client change its own city', async () => {
    const client = await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id });
    const other = await createVille(t.database.db);
    const headers = bearer(await login(t.app, client));
    const res = await putUser(client.id, headers, { cityId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cityId: other.id });
  });
});

describe('every courier route', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  // A valid body: validation runs before the session check, and this test is about the session.
  const routes: Array<[method: 'GET' | 'PUT' | 'POST', url: string, payload?: object]> = [
    ['GET', '/api/livreurs/me'],
    ['PUT', '/api/livreurs/me', form()],
    ['PUT', '/api/livreurs/position', { latitude: 5.2, longitude: -3.7 }],
    ['PUT', '/api/livreurs/disponibilite', { disponible: true }],
    ['GET', '/api/livreurs/missions-disponibles'],
    ['GET', '/api/livreurs/mes-missions'],
    ['GET', '/api/livreurs/historique'],
    ['GET', '/api/livreurs/stats-du-jour'],
    ['POST', `/api/livreurs/accepter-mission/${id}`],
    ['POST', `/api/livreurs/marquer-recuperee/${id}?code=1234`],
    ['POST', `/api/livreurs/marquer-livree/${id}`],
  ];

  it.each(routes)(
    '%s %s answers 401 without a session and 403 to other roles, in French',
    async (method, url, payload) => {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: MSG.unauthenticated });
      for (const who of [m.client, m.owner, m.admin]) {
        const res = await t.app.inject({
          method,
          url,
          headers: who.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      }
    },
  );

  it('answers 404 to a mission that does not exist, and 400 to an id that cannot be one', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/accepter-mission/${id}`,
      headers: m.courier.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.orderNotFound });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/livreurs/accepter-mission/42',
      headers: m.courier.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MSG.orderNotFound });
  });
});
