// @stores sqlite: the menu cache in memory; listing and catalog-client read the menus on both
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { createBusiness } from './helpers/business.ts';
import { bearer, createProduit, createUser, createVille, login } from './helpers/factories.ts';

// The same database read by an app that keeps menus in memory and one that never does.
let t: TestApp;
let cached: FastifyInstance;
let token: string;
let maquis: { id: number };
let villeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  cached = await buildSibling(t, { menuCacheMs: 60_000 });
  const ville = await createVille(t.database.db, 'Bassam');
  villeId = ville.id;
  maquis = await createBusiness(t.database.db, ville.id);
  await createProduit(t.database.db, maquis.id, { nom: 'Garba', prix: 1000 });
  token = await login(t.app, await createUser(t.database.db, 'CLIENT', { villeId: ville.id }));
});

afterAll(async () => {
  await cached.close();
  await t.close();
});

const menuOf = (app: FastifyInstance, id: number) =>
  app.inject({ method: 'GET', url: `/api/produits/entreprise_prod_cate/${id}`, headers: bearer(token) });

describe('menu cache', () => {
  it('answers exactly what a fresh read answers, as JSON', async () => {
    const [fromMemory, fromDatabase] = await Promise.all([
      menuOf(cached, maquis.id),
      menuOf(t.app, maquis.id),
    ]);
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fromMemory.json()).toEqual(fromDatabase.json());
    expect(fromMemory.json<Array<{ nom: string; disponible: unknown }>>()[0]).toMatchObject({
      nom: 'Garba',
      disponible: true,
    });
  });

  it('serves a menu from memory for its lifetime, and anew once cleared', async () => {
    await menuOf(cached, maquis.id);
    await createProduit(t.database.db, maquis.id, { nom: 'Bissap', prix: 500 });
    expect((await menuOf(cached, maquis.id)).json<unknown[]>()).toHaveLength(1);
    expect((await menuOf(t.app, maquis.id)).json<unknown[]>()).toHaveLength(2);

    cached.menus.clear(maquis.id);
    const fresh = await menuOf(cached, maquis.id);
    expect(fresh.json<Array<{ nom: string }>>().map((p) => p.nom)).toEqual(['Garba', 'Bissap']);
  });

  it('does not remember that a business was unknown', async () => {
    const unknown = await menuOf(cached, 987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: MSG.entrepriseNotFound });

    const created = await createBusiness(t.database.db, villeId);
    const before = await menuOf(cached, created.id + 1);
    expect(before.statusCode).toBe(404);
    const next = await createBusiness(t.database.db, villeId, { nom: 'Le suivant' });
    expect(next.id).toBe(created.id + 1);
    const after = await menuOf(cached, next.id);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
  });
});

describe("city's businesses cache", () => {
  const listOf = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api/entreprises/ville/bassam', headers: bearer(token) });

  it('answers what a fresh read answers, and anew once a business or menu edit clears it', async () => {
    const [fromMemory, fromDatabase] = await Promise.all([listOf(cached), listOf(t.app)]);
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fromMemory.json()).toEqual(fromDatabase.json());

    await t.database.db
      .updateTable('entreprises')
      .set({ ouverte: false })
      .where('id', '=', maquis.id)
      .execute();
    const stale = (await listOf(cached)).json<Array<{ id: number; ouverte: boolean }>>();
    expect(stale.find((e) => e.id === maquis.id)?.ouverte).toBe(true);
    expect(
      (await listOf(t.app)).json<Array<{ id: number; ouverte: boolean }>>().find((e) => e.id === maquis.id)
        ?.ouverte,
    ).toBe(false);

    cached.menus.clear(maquis.id);
    const fresh = (await listOf(cached)).json<Array<{ id: number; ouverte: boolean }>>();
    expect(fresh.find((e) => e.id === maquis.id)?.ouverte).toBe(false);
  });
});
