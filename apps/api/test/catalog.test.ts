// @files s3: the cities' photos are served from the file store
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTREPRISE_TYPES } from '@comoe/shared/enums';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import {
  bearer,
  createCategorieEntreprise,
  createEntreprise,
  createUser,
  createVille,
  login,
} from './helpers/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

// Tests in this file run in order on one database: the empty lists come first.
describe('on an empty database', () => {
  it.each(['/api/villes', '/api/entreprises/categories', '/api/categories-entreprise'])(
    '%s answers []',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    },
  );
});

describe('GET /api/villes', () => {
  it('lists the cities by id with their photo, without a token', async () => {
    const db = t.database.db;
    // Inserted out of alphabetical order: the list follows the ids, as the spec's fixed list does.
    const bonoua = await createVille(db, 'Bonoua');
    const bassam = await createVille(db, 'Bassam');
    await db
      .updateTable('villes')
      .set({ photoUrl: '/uploads/seed/bassam.webp' })
      .where('id', '=', bassam.id)
      .execute();
    const adiake = await createVille(db, 'Adiaké');

    const res = await get('/api/villes');
    expect(res.statusCode).toBe(200);
    // What the public pages read (villeSchema); the admin's city form adds its fee and position.
    const city = { fraisBase: 500, latitude: 5.2118, longitude: -3.7388, nombreEntreprises: 0 };
    expect(res.json()).toEqual([
      { id: bonoua.id, nom: 'Bonoua', photoUrl: null, ...city },
      { id: bassam.id, nom: 'Bassam', photoUrl: '/uploads/seed/bassam.webp', ...city },
      { id: adiake.id, nom: 'Adiaké', photoUrl: null, ...city },
    ]);
  });

  it('gives the same list to a signed-in user', async () => {
    const ville = await createVille(t.database.db);
    const user = await createUser(t.database.db, 'CLIENT', { villeId: ville.id });
    const withToken = await get('/api/villes', await login(t.app, user));
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual((await get('/api/villes')).json());
  });
});

describe('GET /api/entreprises/types', () => {
  it('lists the four business types', async () => {
    const res = await get('/api/entreprises/types');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['RESTAURANT', 'PHARMACIE', 'BOUTIQUE', 'SUPERMARCHE']);
    expect(res.json()).toEqual([...ENTREPRISE_TYPES]);
  });
});

describe('business categories', () => {
  it('lists the names, and the ids with the names, alphabetically', async () => {
    const db = t.database.db;
    const restaurant = await createCategorieEntreprise(db, 'Restaurant');
    const boutique = await createCategorieEntreprise(db, 'Boutique');
    const pharmacie = await createCategorieEntreprise(db, 'Pharmacie');

    const names = await get('/api/entreprises/categories');
    expect(names.statusCode).toBe(200);
    expect(names.json()).toEqual(['Boutique', 'Pharmacie', 'Restaurant']);

    const full = await get('/api/categories-entreprise');
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual([boutique, pharmacie, restaurant]);
  });
});

describe('GET /api/health', () => {
  it('reports the store in use', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: store, uptime: expect.any(Number) as number });
  });
});

describe('city list cache', () => {
  it('serves the list from memory for its lifetime, and anew once cleared', async () => {
    const cached = await buildTestApp({ villesCacheMs: 60_000 });
    try {
      await createVille(cached.database.db, 'Bassam');
      const first = await cached.app.inject({ method: 'GET', url: '/api/villes' });
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      await createVille(cached.database.db, 'Bonoua');
      const stale = await cached.app.inject({ method: 'GET', url: '/api/villes' });
      expect(stale.json<unknown[]>()).toHaveLength(1);
      cached.app.villes.clear();
      const fresh = await cached.app.inject({ method: 'GET', url: '/api/villes' });
      expect(fresh.json<Array<{ nom: string }>>().map((v) => v.nom)).toEqual(['Bassam', 'Bonoua']);
    } finally {
      await cached.close();
    }
  });
});

// Last: a complete business brings the test category into the categories' list.
describe('GET /api/villes nombreEntreprises', () => {
  it('counts the businesses clients can order from: complete, with an active owner', async () => {
    const db = t.database.db;
    const ville = await createVille(db, 'Aboisso');
    const count = async () =>
      (await get('/api/villes'))
        .json<{ id: number; nombreEntreprises: number }[]>()
        .find((v) => v.id === ville.id)?.nombreEntreprises;
    expect(await count()).toBe(0);
    const owner = await createUser(db, 'ENTREPRISE', { villeId: ville.id });
    await createEntreprise(db, await createUser(db, 'ENTREPRISE', { villeId: ville.id }), {
      complete: false,
    });
    await createEntreprise(db, owner);
    expect(await count()).toBe(1);
    await db.updateTable('utilisateurs').set({ statut: 'INACTIF' }).where('id', '=', owner.id).execute();
    expect(await count()).toBe(0);
  });
});
