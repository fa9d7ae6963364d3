import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import {
  businessOwner,
  businessWorld,
  HUGE_ID,
  strangers,
  UNKNOWN_ID,
  type World,
} from './helpers/business.ts';
import { insertOrder } from './helpers/orders.ts';

// 'Gestion du Menu' (spec part 2 §8): the owner's products, whole FCFA (design §4).
let t: TestApp;
let w: World;
let plats: { id: number };
let boissons: { id: number };
let rivalSection: { id: number };

type Headers = Record<string, string>;
interface Produit {
  id: number;
  nom: string;
  description: string | null;
  prix: number;
  photo: string | null;
  disponible: boolean;
  categorieId: number | null;
  entrepriseId: number;
  categorie: { id: number; nom: string; ordre: number } | null;
}

async function section(nom: string, owner: { id: number; headers: Headers }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categoriesProduit',
    headers: owner.headers,
    payload: { nom, utilisateurId: owner.id },
  });
  return res.json<{ id: number }>();
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await businessWorld(t.app, t.database.db);
  plats = await section('Plats', w.owner);
  boissons = await section('Boissons', w.owner);
  rivalSection = await section('Plats', w.rival);
});
afterAll(() => t.close());

const create = (payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/produits', headers, payload: payload as object });
const update = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/produits/${id}`, headers, payload: payload as object });
const remove = (id: number | string, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/produits/${id}`, headers });
const get = (url: string, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'GET', url, headers });

function body(overrides: Record<string, unknown> = {}) {
  return {
    nom: 'Garba',
    description: 'Attiéké et thon frit, piment à part',
    prix: 1000,
    disponible: true,
    categorieId: plats.id,
    photo: null,
    entrepriseId: w.owner.entreprise.id,
    ...overrides,
  };
}

async function product(overrides: Record<string, unknown> = {}): Promise<Produit> {
  const res = await create(body(overrides));
  if (res.statusCode !== 201) throw new Error(`produit refusé : ${res.statusCode} ${res.body}`);
  return res.json<Produit>();
}

describe('POST /api/produits', () => {
  it('adds the product with 201 and answers it with its id and section', async () => {
    const res = await create(body({ nom: ' Alloco poisson ', prix: '1 500', disponible: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number) as number,
      nom: 'Alloco poisson',
      description: 'Attiéké et thon frit, piment à part',
      prix: 1500,
      photo: null,
      disponible: true,
      categorieId: plats.id,
      entrepriseId: w.owner.entreprise.id,
      categorie: { id: plats.id, nom: 'Plats', ordre: 0 },
    });
  });

  it('accepts a picture at an https address', async () => {
    const p = await product({
      nom: 'Bissap',
      categorieId: String(boissons.id),
      photo: 'https://img.example.ci/b.jpg',
    });
    expect(p).toMatchObject({ photo: 'https://img.example.ci/b.jpg', categorieId: boissons.id });
  });

  it.each([
    ['a decimal price', { prix: 1500.5 }, MSG.produitPrixWhole],
    ['a decimal price as text', { prix: '1500.50' }, MSG.produitPrixWhole],
    ['a price of 0', { prix: 0 }, MSG.produitPrixPositive],
    ['a negative price', { prix: -100 }, MSG.produitPrixPositive],
    ['a price that is not a number', { prix: 'mille' }, MSG.produitPrixPositive],
    ['no price', { prix: undefined }, MSG.produitPrixPositive],
    ['a price over 10 000 000 FCFA', { prix: 10_000_001 }, MSG.produitPrixTooHigh],
    ['a blank name', { nom: '  ' }, MSG.produitNomRequired],
    ['a name that is not text', { nom: 5 }, MSG.produitNomRequired],
    ['a blank description', { description: '' }, MSG.produitDescriptionRequired],
    ['no section', { categorieId: '' }, MSG.produitCategorieRequired],
    ['a section id that is text', { categorieId: 'plats' }, MSG.produitCategorieRequired],
    ['a section id beyond 32 bits', { categorieId: HUGE_ID }, MSG.produitCategorieRequired],
    ['an unknown section', { categorieId: UNKNOWN_ID }, MSG.categorieProduitNotFound],
    ['another owner’s section', () => ({ categorieId: rivalSection.id }), MSG.categorieProduitNotFound],
    ['a script as picture', { photo: 'javascript:alert(1)' }, MSG.imageUrlInvalid],
    ['someone else’s uploaded picture', { photo: '/uploads/product/x.webp' }, MSG.imageUrlNotOwn],
    ['an availability that is text', { disponible: 'oui' }, undefined],
    ['no business', { entrepriseId: undefined }, MSG.entrepriseNotFound],
    ['a business id beyond 32 bits', { entrepriseId: HUGE_ID }, undefined],
  ])('refuses %s with 400 and a French message', async (_what, change, message) => {
    const res = await create(body({ nom: 'Refusé', ...(typeof change === 'function' ? change() : change) }));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toEqual({ message });
    else expect(res.json<{ message: string }>().message).toMatch(/\S/);
    const names = (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((p) => p.nom);
    expect(names).not.toContain('Refusé');
  });

  it('refuses a name the business already uses, whatever its case, with 409', async () => {
    await product({ nom: 'Kedjenou' });
    for (const nom of ['kedjenou', ' KEDJENOU ']) {
      const res = await create(body({ nom }));
      expect(res.statusCode, nom).toBe(409);
      expect(res.json()).toEqual({ message: MSG.produitNameTaken });
    }
    const rival = await create(
      body({ nom: 'Kedjenou', categorieId: rivalSection.id, entrepriseId: w.rival.entreprise.id }),
      w.rival.headers,
    );
    expect(rival.statusCode).toBe(201);
  });

  it('adds one product when the same name is sent several times at once', async () => {
    const answers = await Promise.all(
      ['Foutou', 'foutou', 'FOUTOU', 'Foutou'].map((nom) => create(body({ nom }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("adds products to the caller's business only", async () => {
    for (const { who, headers } of strangers(w)) {
      const res = await create(body({ nom: 'Intrus' }), headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await create(body({ nom: 'Intrus' }), w.admin.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/produits', payload: body() })).statusCode).toBe(
      401,
    );
    const unknown = await create(body({ nom: 'Intrus', entrepriseId: UNKNOWN_ID }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.entrepriseNotFound });
  });
});

describe('GET /api/produits/entreprise/:id and /categorie/:id', () => {
  it('lists every product, sold out ones too, in the order of the menu', async () => {
    const owner = await businessOwner(t.app, t.database.db, w.ville.id);
    const desserts = await section('Desserts', owner);
    const entrees = await section('Entrées', owner);
    const mk = async (nom: string, categorieId: number, disponible = true) => {
      const res = await create(
        body({ nom, categorieId, disponible, entrepriseId: owner.entreprise.id }),
        owner.headers,
      );
      return res.json<Produit>();
    };
    await mk('Dégué', desserts.id);
    await mk('Salade', entrees.id, false);
    await mk('Banane flambée', desserts.id);
    await t.database.db
      .updateTable('categoriesProduit')
      .set({ ordre: 9 })
      .where('id', '=', desserts.id)
      .execute();

    const res = await get(`/api/produits/entreprise/${owner.entreprise.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Produit[]>().map((p) => [p.nom, p.disponible])).toEqual([
      ['Salade', false],
      ['Dégué', true],
      ['Banane flambée', true],
    ]);
    expect((await get(`/api/produits/entreprise/${owner.entreprise.id}`, w.admin.headers)).json()).toEqual(
      res.json(),
    );

    const inSection = await get(`/api/produits/categorie/${desserts.id}`, owner.headers);
    expect(inSection.statusCode).toBe(200);
    expect(inSection.json<Produit[]>().map((p) => p.nom)).toEqual(['Dégué', 'Banane flambée']);
    expect((await get(`/api/produits/categorie/${desserts.id}`, w.admin.headers)).statusCode).toBe(200);
  });

  it("keeps another business, a client and a courier out of the owner's lists", async () => {
    for (const { who, headers } of strangers(w)) {
      expect((await get(`/api/produits/entreprise/${w.owner.entreprise.id}`, headers)).statusCode, who).toBe(
        403,
      );
      expect((await get(`/api/produits/categorie/${plats.id}`, headers)).statusCode, who).toBe(403);
    }
    for (const url of [
      `/api/produits/entreprise/${w.owner.entreprise.id}`,
      `/api/produits/categorie/${plats.id}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await get(`/api/produits/entreprise/${UNKNOWN_ID}`)).json()).toEqual({
      message: MSG.entrepriseNotFound,
    });
    expect((await get(`/api/produits/categorie/${UNKNOWN_ID}`)).json()).toEqual({
      message: MSG.categorieProduitNotFound,
    });
    for (const id of [HUGE_ID, 'abc', '0']) {
      expect([400, 404]).toContain((await get(`/api/produits/entreprise/${id}`)).statusCode);
      expect([400, 404]).toContain((await get(`/api/produits/categorie/${id}`)).statusCode);
    }
  });
});

describe('PUT /api/produits/:id', () => {
  it('changes only the fields sent: the availability switch sends `disponible` alone', async () => {
    const p = await product({ nom: 'Placali' });
    const off = await update(p.id, { disponible: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...p, disponible: false });
    const moved = await update(p.id, { prix: '2000', categorieId: boissons.id, nom: 'PLACALI' });
    expect(moved.json()).toMatchObject({
      nom: 'PLACALI',
      prix: 2000,
      disponible: false,
      categorie: { id: boissons.id, nom: 'Boissons' },
    });
    expect((await update(p.id, {})).json()).toEqual(moved.json());
  });

  it.each([
    ['a decimal price', { prix: 2000.5 }, MSG.produitPrixWhole],
    ['a blank name', { nom: ' ' }, MSG.produitNomRequired],
    ['an availability that is text', { disponible: 'non' }, MSG.produitBadRequest],
    ['another owner’s section', () => ({ categorieId: rivalSection.id }), MSG.categorieProduitNotFound],
    ['someone else’s uploaded picture', { photo: '/uploads/facade/x.webp' }, MSG.imageUrlNotOwn],
  ])('refuses %s with 400 and a French message, changing nothing', async (_what, change, message) => {
    const p = await product({ nom: `Tchep ${Math.random()}` });
    const res = await update(p.id, typeof change === 'function' ? change() : change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const now = (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`)).json<Produit[]>();
    expect(now.find((x) => x.id === p.id)).toEqual(p);
  });

  it("refuses another product's name with 409", async () => {
    await product({ nom: 'Soupe du jour' });
    const p = await product({ nom: 'Soupe de poisson' });
    const res = await update(p.id, { nom: 'soupe du jour' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.produitNameTaken });
  });

  it('is the owner’s only', async () => {
    const p = await product({ nom: 'Protégé' });
    for (const { who, headers } of [...strangers(w), { who: 'an admin', headers: w.admin.headers }]) {
      expect((await update(p.id, { prix: 1 }, headers)).statusCode, who).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/produits/${p.id}`, payload: { prix: 1 } })).statusCode,
    ).toBe(401);
    expect((await update(UNKNOWN_ID, { prix: 1 })).json()).toEqual({ message: MSG.produitNotFound });
    for (const id of [HUGE_ID, 'abc'])
      expect([400, 404]).toContain((await update(id, { prix: 1 })).statusCode);
    const now = (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`)).json<Produit[]>();
    expect(now.find((x) => x.id === p.id)?.prix).toBe(1000);
  });
});

describe('DELETE /api/produits/:id', () => {
  const lineOf = (commandeId: string) =>
    t.database.db
      .selectFrom('lignesCommande')
      .select(['produitId', 'nomProduit', 'prixUnitaire'])
      .where('commandeId', '=', commandeId)
      .executeTakeFirstOrThrow();

  async function orderWith(
    produitId: number,
    statut: 'EN_ATTENTE_ENTREPRISE' | 'PRETE' | 'LIVREE' | 'ANNULEE',
  ) {
    const id = await insertOrder(t.database.db, {
      entrepriseId: w.owner.entreprise.id,
      clientId: w.client.id,
      villeId: w.ville.id,
      statut,
    });
    await t.database.db
      .updateTable('lignesCommande')
      .set({ produitId, nomProduit: 'Poulet DG', prixUnitaire: 4500 })
      .where('commandeId', '=', id)
      .execute();
    return id;
  }

  it('deletes the product with 204', async () => {
    const p = await product({ nom: 'Éphémère' });
    const res = await remove(p.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const ids = (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((x) => x.id);
    expect(ids).not.toContain(p.id);
    expect((await remove(p.id)).statusCode).toBe(404);
  });

  it('refuses with 409 while an order on its way holds it; past orders keep its name and price', async () => {
    const p = await product({ nom: 'Poulet DG', prix: 4500 });
    const ongoing = await orderWith(p.id, 'PRETE');
    const past = await orderWith(p.id, 'LIVREE');
    const refused = await remove(p.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.produitReferenced });

    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'ANNULEE' })
      .where('id', '=', ongoing)
      .execute();
    expect((await remove(p.id)).statusCode).toBe(204);
    expect(await lineOf(past)).toEqual({ produitId: null, nomProduit: 'Poulet DG', prixUnitaire: 4500 });
  });

  it('is the owner’s only', async () => {
    const p = await product({ nom: 'Gardé' });
    for (const { who, headers } of [...strangers(w), { who: 'an admin', headers: w.admin.headers }]) {
      expect((await remove(p.id, headers)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/produits/${p.id}` })).statusCode).toBe(401);
    expect((await remove(UNKNOWN_ID)).json()).toEqual({ message: MSG.produitNotFound });
    for (const id of [HUGE_ID, 'abc']) expect([400, 404]).toContain((await remove(id)).statusCode);
    const ids = (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((x) => x.id);
    expect(ids).toContain(p.id);
  });
});
