// @files s3: the pages clients browse carry the businesses' stored pictures
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { createBusiness } from './helpers/business.ts';
import {
  bearer,
  createProduit,
  createUser,
  createVille,
  login,
  TEST_ENTREPRISE_PHONE,
  TEST_FACADE,
} from './helpers/factories.ts';

// What a client browses (spec part 1 §2 city and business pages, §7 calls).
let t: TestApp;
let token: string;
let bassam: { id: number; nom: string };
let adiake: { id: number; nom: string };
let maquis: { id: number };
let pharmacie: { id: number };
let vide: { id: number };
let ailleurs: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  bassam = await createVille(db, 'Bassam');
  adiake = await createVille(db, 'Adiaké');
  await createVille(db, 'Bonoua');

  maquis = await createBusiness(db, bassam.id, {
    nom: 'Maquis Le Wharf',
    photoUrl: '/uploads/restaurant/a.webp',
  });
  await db
    .updateTable('entreprises')
    .set({ description: 'Poisson braisé et attiéké', adresse: 'Rue du Phare', telephone: '0102030405' })
    .where('id', '=', maquis.id)
    .execute();
  pharmacie = await createBusiness(db, bassam.id, { nom: 'Pharmacie du Phare', type: 'PHARMACIE' });
  vide = await createBusiness(db, bassam.id, { nom: 'Boutique Vide', type: 'BOUTIQUE' });
  ailleurs = await createBusiness(db, adiake.id, { nom: 'Chez Tantie Adiaké' });

  const client = await createUser(db, 'CLIENT', { villeId: bassam.id });
  token = await login(t.app, client);
});
afterAll(() => t.close());

const get = (url: string, withToken = true) =>
  t.app.inject({ method: 'GET', url, ...(withToken ? { headers: bearer(token) } : {}) });

type Entreprise = Record<string, unknown> & { id: number; nom: string };

describe('GET /api/entreprises/ville/:cityName', () => {
  it.each(['bassam', 'BASSAM', 'Bassam', ' bassam ', '%20BaSsAm%20%20'])(
    'finds the city whatever the case and the spaces (%s)',
    async (name) => {
      const res = await get(`/api/entreprises/ville/${name}`);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json<Entreprise[]>()
          .map((e) => e.id)
          .sort(),
      ).toEqual([maquis.id, pharmacie.id, vide.id].sort());
    },
  );

  it('finds an accented city whatever the case and the accents', async () => {
    for (const name of ['adiaké', 'ADIAKÉ', ' Adiaké ', 'adiake', 'ADIAKE']) {
      const res = await get(`/api/entreprises/ville/${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json<Entreprise[]>().map((e) => e.id)).toEqual([ailleurs.id]);
    }
  });

  it('finds the accented city when the accent arrives decomposed (NFD, as some keyboards send it)', async () => {
    const res = await get(`/api/entreprises/ville/${encodeURIComponent('adiaké'.normalize('NFD'))}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Entreprise[]>().map((e) => e.id)).toEqual([ailleurs.id]);
  });

  it('lists only the businesses of that city', async () => {
    const res = await get('/api/entreprises/ville/bassam');
    const names = res.json<Entreprise[]>().map((e) => e.nom);
    expect(names).not.toContain('Chez Tantie Adiaké');
    expect(names).toHaveLength(3);
  });

  it('answers [] for a known city without businesses', async () => {
    const res = await get('/api/entreprises/ville/bonoua');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 with a French message for an unknown city', async () => {
    for (const name of ['atlantis', 'bassa', 'bassamm', 'x'.repeat(60)]) {
      const res = await get(`/api/entreprises/ville/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: MSG.cityUnknown });
    }
  });

  it('requires a token', async () => {
    const res = await get('/api/entreprises/ville/bassam', false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('gives each business the fields of the city page and the business page', async () => {
    const res = await get('/api/entreprises/ville/bassam');
    const e = res.json<Entreprise[]>().find((x) => x.id === maquis.id);
    expect(e).toMatchObject({
      id: maquis.id,
      nom: 'Maquis Le Wharf',
      type: 'RESTAURANT',
      description: 'Poisson braisé et attiéké',
      photoUrl: '/uploads/restaurant/a.webp',
      photoFacade: TEST_FACADE,
      categorie: 'Catégorie de test',
      rating: null,
      delivery_time: '20-30 min',
      adresse: 'Rue du Phare',
      ville: 'Bassam',
      telephone: '0102030405',
    });
    const p = res.json<Entreprise[]>().find((x) => x.id === pharmacie.id);
    expect(p).toMatchObject({
      type: 'PHARMACIE',
      description: null,
      adresse: null,
      telephone: TEST_ENTREPRISE_PHONE,
      rating: null,
    });
  });

  it('shows the rating once the business has reviews', async () => {
    await t.database.db
      .updateTable('entreprises')
      .set({ noteMoyenne: 4.5, nombreAvis: 2 })
      .where('id', '=', pharmacie.id)
      .execute();
    const res = await get('/api/entreprises/ville/bassam');
    expect(res.json<Entreprise[]>().find((x) => x.id === pharmacie.id)).toMatchObject({
      rating: 4.5,
      nombreAvis: 2,
    });
  });
});

describe('GET /api/entreprises/:id', () => {
  it('answers the business with the same shape as the city list', async () => {
    const res = await get(`/api/entreprises/${maquis.id}`);
    expect(res.statusCode).toBe(200);
    const list = await get('/api/entreprises/ville/bassam');
    expect(res.json()).toEqual(list.json<Entreprise[]>().find((x) => x.id === maquis.id));
  });

  it("answers 404 'Entreprise introuvable.' for an unknown business", async () => {
    const res = await get('/api/entreprises/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Entreprise introuvable.' });
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999999999999', '1e3', '%20'])(
    'answers 400 or 404, never 500, for the id %s',
    async (id) => {
      const res = await get(`/api/entreprises/${id}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    },
  );

  it('requires a token', async () => {
    expect((await get(`/api/entreprises/${maquis.id}`, false)).statusCode).toBe(401);
  });
});

describe('GET /api/produits/entreprise_prod_cate/:id', () => {
  async function categorie(ownerOf: { id: number }, nom: string, ordre: number) {
    const { utilisateurId } = await t.database.db
      .selectFrom('entreprises')
      .select('utilisateurId')
      .where('id', '=', ownerOf.id)
      .executeTakeFirstOrThrow();
    const row = await t.database.db
      .insertInto('categoriesProduit')
      .values({ nom, utilisateurId, ordre, createdAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, nom, ordre };
  }
  const setCategorie = (produitId: number, categorieId: number) =>
    t.database.db.updateTable('produits').set({ categorieId }).where('id', '=', produitId).execute();

  it("lists the menu by the categories' order, each product with its categorie and availability", async () => {
    // Created in another order than the owner's: the owner's `ordre` decides.
    const boissons = await categorie(maquis, 'Boissons', 2);
    const plats = await categorie(maquis, 'Plats', 1);
    const bissap = await createProduit(t.database.db, maquis.id, { nom: 'Bissap', prix: 500 });
    const garba = await createProduit(t.database.db, maquis.id, {
      nom: 'Garba',
      prix: 1000,
      disponible: false,
    });
    const alloco = await createProduit(t.database.db, maquis.id, { nom: 'Alloco', prix: 800 });
    await setCategorie(bissap.id, boissons.id);
    await setCategorie(garba.id, plats.id);
    await setCategorie(alloco.id, plats.id);

    const res = await get(`/api/produits/entreprise_prod_cate/${maquis.id}`);
    expect(res.statusCode).toBe(200);
    const menu = res.json<Array<{ nom: string; disponible: unknown; categorie: unknown; prix: number }>>();
    expect(menu.map((p) => p.nom)).toEqual(['Garba', 'Alloco', 'Bissap']);
    expect(menu[0]).toMatchObject({ nom: 'Garba', prix: 1000, disponible: false, categorie: plats });
    expect(menu[2]).toMatchObject({ nom: 'Bissap', prix: 500, disponible: true, categorie: boissons });
    for (const p of menu) expect(typeof p.disponible).toBe('boolean');
  });

  it('keeps each section together when two categories share an order, and puts products without one last', async () => {
    const db = t.database.db;
    const e = await createBusiness(db, bassam.id, { nom: 'Supermarché Sections', type: 'SUPERMARCHE' });
    const a = await categorie(e, 'Épicerie', 0);
    const b = await categorie(e, 'Hygiène', 0);
    const sansCategorie = await createProduit(db, e.id, { nom: 'Sachet' });
    const savon = await createProduit(db, e.id, { nom: 'Savon' });
    const riz = await createProduit(db, e.id, { nom: 'Riz' });
    const dentifrice = await createProduit(db, e.id, { nom: 'Dentifrice' });
    const huile = await createProduit(db, e.id, { nom: 'Huile' });
    await setCategorie(savon.id, b.id);
    await setCategorie(riz.id, a.id);
    await setCategorie(dentifrice.id, b.id);
    await setCategorie(huile.id, a.id);
    expect(sansCategorie.id).toBeLessThan(savon.id);

    const res = await get(`/api/produits/entreprise_prod_cate/${e.id}`);
    const menu = res.json<Array<{ nom: string; categorie: { nom: string } | null }>>();
    expect(menu.map((p) => p.categorie?.nom ?? null)).toEqual([
      'Épicerie',
      'Épicerie',
      'Hygiène',
      'Hygiène',
      null,
    ]);
    expect(menu.map((p) => p.nom)).toEqual(['Riz', 'Huile', 'Savon', 'Dentifrice', 'Sachet']);
  });

  it("answers [] for an existing business's empty menu", async () => {
    const res = await get(`/api/produits/entreprise_prod_cate/${vide.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("does not mix another business's products in", async () => {
    await createProduit(t.database.db, ailleurs.id, { nom: 'Kedjenou' });
    const res = await get(`/api/produits/entreprise_prod_cate/${maquis.id}`);
    expect(
      res.json<Array<{ nom: string; entrepriseId: number }>>().every((p) => p.entrepriseId === maquis.id),
    ).toBe(true);
  });

  it('answers 404 for an unknown business, 400 or 404 for a malformed id, 401 without a token', async () => {
    const unknown = await get('/api/produits/entreprise_prod_cate/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.entrepriseNotFound });
    expect([400, 404]).toContain((await get('/api/produits/entreprise_prod_cate/abc')).statusCode);
    expect((await get(`/api/produits/entreprise_prod_cate/${maquis.id}`, false)).statusCode).toBe(401);
  });
});
