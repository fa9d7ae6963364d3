// @files s3: a business is listed once its facade photo is stored
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { isProfileComplete } from '@comoe/shared/schemas/entreprise-profile';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { generateLargeDataset } from '../src/db/seed/large.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { businessOwner, type Owner } from './helpers/business.ts';
import { createProduit, createUser, createVille } from './helpers/factories.ts';
import { actor, type Actor } from './helpers/marketplace.ts';
import { filePart, pngImage } from './helpers/multipart.ts';

// Design §12: clients see a business (city list, its page, its menu, quote and checkout) only
// once its profile is complete (phone, facade photo, category) and while its owner is active.
let t: TestApp;
let ville: { id: number; nom: string };
let client: Actor;
let admin: Actor;

beforeAll(async () => {
  // Menus kept in memory for a minute: a change must still show at once.
  t = await buildTestApp({ menuCacheMs: 60_000 });
  ville = await createVille(t.database.db, 'Grand-Bassam');
  client = await actor(t.app, await createUser(t.database.db, 'CLIENT', { villeId: ville.id }));
  admin = await actor(t.app, await createUser(t.database.db, 'ADMIN', { villeId: ville.id }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = client.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function listedIds(headers = client.headers): Promise<number[]> {
  const res = await get(`/api/entreprises/ville/${encodeURIComponent(ville.nom)}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<Array<{ id: number }>>().map((e) => e.id);
}

/** What a client can do with the business: each answer's status. */
async function clientView(owner: Owner, produitId: number, headers = client.headers) {
  const id = owner.entreprise.id;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/commandes',
    headers,
    payload: {
      entrepriseId: id,
      items: [{ produitId, quantite: 1 }],
      typePaiement: 'ESPECES',
      adresseLivraison: 'Quartier France, maison jaune',
      latitude: 5.2,
      longitude: -3.74,
      infoSupplementaire: null,
    },
  });
  return {
    listed: (await listedIds(headers)).includes(id),
    page: (await get(`/api/entreprises/${id}`, headers)).statusCode,
    menu: (await get(`/api/produits/entreprise_prod_cate/${id}`, headers)).statusCode,
    devis: (await get(`/api/commandes/devis?entrepriseId=${id}`, headers)).statusCode,
    order: order.statusCode,
    message: order.json<{ message?: string }>().message,
  };
}

const HIDDEN = {
  listed: false,
  page: 404,
  menu: 404,
  devis: 404,
  order: 404,
  message: MSG.entrepriseNotFound,
};

describe('a business clients may see', () => {
  it('is listed, shown, quoted and takes orders once complete', async () => {
    const owner = await businessOwner(t.app, t.database.db, ville.id);
    const p = await createProduit(t.database.db, owner.entreprise.id);
    expect(await clientView(owner, p.id)).toEqual({
      listed: true,
      page: 200,
      menu: 200,
      devis: 200,
      order: 201,
      message: undefined,
    });
  });

  it.each([
    ['without a phone', { telephone: null }],
    ['with a blank phone', { telephone: '' }],
    ['without a facade photo', { photoFacadeUrl: null }],
    ['without a category', { categorieId: null }],
  ])('is hidden from clients %s', async (_what, change) => {
    const owner = await businessOwner(t.app, t.database.db, ville.id);
    const p = await createProduit(t.database.db, owner.entreprise.id);
    await t.database.db
      .updateTable('entreprises')
      .set(change)
      .where('id', '=', owner.entreprise.id)
      .execute();
    t.app.menus.clear(owner.entreprise.id);
    expect(await clientView(owner, p.id)).toEqual(HIDDEN);
  });

  it('is hidden while its owner’s account is deactivated', async () => {
    const owner = await businessOwner(t.app, t.database.db, ville.id);
    const p = await createProduit(t.database.db, owner.entreprise.id);
    await get(`/api/produits/entreprise_prod_cate/${owner.entreprise.id}`);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', owner.id)
      .execute();
    t.app.menus.clear(owner.entreprise.id);
    expect(await clientView(owner, p.id)).toEqual(HIDDEN);
  });

  it('applies the rule on the public pages for administrators and the owner too', async () => {
    const owner = await businessOwner(t.app, t.database.db, ville.id, { complete: false });
    expect(await listedIds(admin.headers)).not.toContain(owner.entreprise.id);
    expect((await get(`/api/entreprises/${owner.entreprise.id}`, admin.headers)).statusCode).toBe(404);
    expect((await get(`/api/entreprises/${owner.entreprise.id}`, owner.headers)).statusCode).toBe(404);
    // The owner still works on it through the owner's calls.
    expect((await get('/api/entreprises/me', owner.headers)).json()).toMatchObject({ profilComplet: false });
    expect((await get(`/api/produits/entreprise/${owner.entreprise.id}`, owner.headers)).statusCode).toBe(
      200,
    );
  });

  it('appears at once when its owner completes the profile through the API', async () => {
    const owner = await businessOwner(t.app, t.database.db, ville.id, { complete: false });
    const p = await createProduit(t.database.db, owner.entreprise.id);
    const menu = `/api/produits/entreprise_prod_cate/${owner.entreprise.id}`;
    expect((await get(menu)).statusCode).toBe(404);

    const upload = filePart(await pngImage());
    const facade = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/entreprise/facade',
      headers: { ...upload.headers, ...owner.headers },
      payload: upload.payload,
    });
    expect(facade.statusCode).toBe(200);
    expect((await get(menu)).statusCode).toBe(404);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${owner.entreprise.id}`,
      headers: owner.headers,
      payload: {
        nom: 'Maquis Nouveau',
        description: 'Tout nouveau, tout beau.',
        adresse: 'Rue du Commerce',
        email: 'nouveau@example.ci',
        telephone: '0707070707',
        type: 'RESTAURANT',
        villeId: ville.id,
        categorieNom: 'Maquis',
        photoFacadeUrl: facade.body,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profilComplet: true });
    expect((await get(menu)).statusCode).toBe(200);
    expect(await clientView(owner, p.id)).toMatchObject({ listed: true, page: 200, order: 201 });
  });

  it('stays listed while closed, shown as closed, and refuses quotes and orders with 409', async () => {
    const owner = await businessOwner(t.app, t.database.db, ville.id);
    const p = await createProduit(t.database.db, owner.entreprise.id);
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${owner.entreprise.id}/ouverture`,
      headers: owner.headers,
      payload: { ouverte: false },
    });
    expect(closed.statusCode).toBe(200);
    const list = await get(`/api/entreprises/ville/${encodeURIComponent(ville.nom)}`);
    expect(
      list.json<Array<{ id: number; ouverte: boolean }>>().find((e) => e.id === owner.entreprise.id),
    ).toMatchObject({
      ouverte: false,
    });
    expect((await get(`/api/entreprises/${owner.entreprise.id}`)).json()).toMatchObject({ ouverte: false });
    expect(await clientView(owner, p.id)).toEqual({
      listed: true,
      page: 200,
      menu: 200,
      // A closed business gives no quote either (issue 21 §2).
      devis: 409,
      order: 409,
      message: MSG.entrepriseClosed,
    });
  });
});

/** The demo client of the README. */
const DEMO_CLIENT = {
  telephone: '0700000001',
  password: 'Client@2026',
  role: 'CLIENT',
  id: 0,
  villeId: 0,
} as const;

describe('seeded data', () => {
  it('lists every business of the demo seed to clients', async () => {
    const demo = await buildTestApp();
    try {
      const db = demo.database.db;
      await seedDemoIfEmpty(db, demo.app.fileStore);
      const rows = await db
        .selectFrom('entreprises as e')
        .innerJoin('villes as v', 'v.id', 'e.villeId')
        .select(['e.id', 'e.telephone', 'e.photoFacadeUrl', 'e.categorieId', 'v.nom as ville'])
        .execute();
      expect(rows.length).toBeGreaterThan(8);
      expect(rows.filter((e) => !isProfileComplete(e))).toEqual([]);

      const aya = await actor(demo.app, DEMO_CLIENT);
      const seen: number[] = [];
      for (const nom of new Set(rows.map((r) => r.ville))) {
        const res = await demo.app.inject({
          method: 'GET',
          url: `/api/entreprises/ville/${encodeURIComponent(nom)}`,
          headers: aya.headers,
        });
        seen.push(...res.json<Array<{ id: number }>>().map((e) => e.id));
      }
      expect(seen.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    } finally {
      await demo.close();
    }
  });

  it('gives every business of the large bench set a complete profile', async () => {
    const bench = await buildTestApp();
    try {
      const db = bench.database.db;
      await seedDemoIfEmpty(db, bench.app.fileStore);
      const { entrepriseIds } = await generateLargeDataset(db, {
        businesses: 12,
        productsPerBusiness: 2,
        clients: 2,
        orders: 4,
      });
      const rows = await db
        .selectFrom('entreprises')
        .select(['id', 'telephone', 'photoFacadeUrl', 'categorieId'])
        .where('id', 'in', entrepriseIds)
        .execute();
      expect(rows).toHaveLength(12);
      expect(rows.filter((e) => !isProfileComplete(e))).toEqual([]);
      const menu = await bench.app.inject({
        method: 'GET',
        url: `/api/produits/entreprise_prod_cate/${entrepriseIds[0]}`,
        headers: (await actor(bench.app, DEMO_CLIENT)).headers,
      });
      expect(menu.statusCode).toBe(200);
    } finally {
      await bench.close();
    }
  });
});
