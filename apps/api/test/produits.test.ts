// @files s3: a product's photo is stored, replaced and removed with the product
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { HUGE_ID, strangers, UNKNOWN_ID } from './helpers/business.ts';
import { menuSection, menuWorld, type MenuWorld, type Produit } from './helpers/menu.ts';

// 'Gestion du Menu' (spec part 2 §8): adding products and the owner's lists; whole FCFA (design §4).
let t: TestApp;
let m: MenuWorld;

beforeAll(async () => ({ t, w: m } = await appWith(menuWorld)));
afterAll(() => t.close());

describe('POST /api/produits', () => {
  it('adds the product with 201 and answers it with its id and section', async () => {
    const res = await m.create(m.body({ nom: ' Alloco poisson ', prix: '1 500', disponible: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number) as number,
      nom: 'Alloco poisson',
      description: 'Attiéké et thon frit, piment à part',
      prix: 1500,
      photo: null,
      disponible: true,
      categorieId: m.plats.id,
      entrepriseId: m.owner.entreprise.id,
      categorie: { id: m.plats.id, nom: 'Plats', ordre: 0 },
      groupesOptions: [],
    });
  });

  it('accepts a picture at an https address', async () => {
    const p = await m.product({
      nom: 'Bissap',
      categorieId: String(m.boissons.id),
      photo: 'https://img.example.ci/b.jpg',
    });
    expect(p).toMatchObject({ photo: 'https://img.example.ci/b.jpg', categorieId: m.boissons.id });
  });

  it.each([
    ['a decimal price', { prix: 1500.5 }, MSG.produitPrixWhole],
    ['a decimal price as text', { prix: '1500.50' }, MSG.produitPrixWhole],
    ['a decimal price with a French comma', { prix: '1500,50' }, MSG.produitPrixWhole],
    ['a price of 0', { prix: 0 }, MSG.produitPrixPositive],
    ['a negative price', { prix: -100 }, MSG.produitPrixPositive],
    ['a price that is not a number', { prix: 'mille' }, MSG.produitPrixNotNumber],
    ['a price in letters', { prix: 'abc' }, MSG.produitPrixNotNumber],
    ['no price', { prix: undefined }, MSG.produitPrixPositive],
    ['a price over 10 000 000 FCFA', { prix: 10_000_001 }, MSG.produitPrixTooHigh],
    ['a blank name', { nom: '  ' }, MSG.produitNomRequired],
    ['a name that is not text', { nom: 5 }, MSG.produitNomRequired],
    ['a blank description', { description: '' }, MSG.produitDescriptionRequired],
    ['no section', { categorieId: '' }, MSG.produitCategorieRequired],
    ['a section id that is text', { categorieId: 'plats' }, MSG.produitCategorieRequired],
    ['a section id beyond 32 bits', { categorieId: HUGE_ID }, MSG.produitCategorieRequired],
    ['an unknown section', { categorieId: UNKNOWN_ID }, MSG.categorieProduitNotFound],
    ['another owner’s section', () => ({ categorieId: m.rivalSection.id }), MSG.categorieProduitNotFound],
    ['a script as picture', { photo: 'javascript:alert(1)' }, MSG.imageUrlInvalid],
    ['someone else’s uploaded picture', { photo: '/uploads/product/x.webp' }, MSG.imageUrlNotOwn],
    ['an availability that is text', { disponible: 'oui' }, undefined],
    ['no business', { entrepriseId: undefined }, MSG.entrepriseNotFound],
    ['a business id beyond 32 bits', { entrepriseId: HUGE_ID }, undefined],
  ])('refuses %s with 400 and a French message', async (_what, change, message) => {
    const res = await m.create(
      m.body({ nom: 'Refusé', ...(typeof change === 'function' ? change() : change) }),
    );
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toEqual({ message });
    else expect(res.json<{ message: string }>().message).toMatch(/\S/);
    const names = (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((p) => p.nom);
    expect(names).not.toContain('Refusé');
  });

  it('refuses a name the business already uses, whatever its case, with 409', async () => {
    await m.product({ nom: 'Kedjenou' });
    for (const nom of ['kedjenou', ' KEDJENOU ']) {
      const res = await m.create(m.body({ nom }));
      expect(res.statusCode, nom).toBe(409);
      expect(res.json()).toEqual({ message: MSG.produitNameTaken });
    }
    const rival = await m.create(
      m.body({ nom: 'Kedjenou', categorieId: m.rivalSection.id, entrepriseId: m.rival.entreprise.id }),
      m.rival.headers,
    );
    expect(rival.statusCode).toBe(201);
  });

  it('adds one product when the same name is sent several times at once', async () => {
    const answers = await Promise.all(
      ['Foutou', 'foutou', 'FOUTOU', 'Foutou'].map((nom) => m.create(m.body({ nom }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it("adds products to the caller's business only", async () => {
    for (const { who, headers } of strangers(m)) {
      const res = await m.create(m.body({ nom: 'Intrus' }), headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await m.create(m.body({ nom: 'Intrus' }), m.admin.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/produits', payload: m.body() })).statusCode).toBe(
      401,
    );
    const unknown = await m.create(m.body({ nom: 'Intrus', entrepriseId: UNKNOWN_ID }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.entrepriseNotFound });
  });
});

describe('GET /api/produits/entreprise/:id and /categorie/:id', () => {
  it('lists every product, sold out ones too, in the order of the menu', async () => {
    const owner = await m.anotherOwner();
    const desserts = await menuSection(t.app, owner, 'Desserts');
    const entrees = await menuSection(t.app, owner, 'Entrées');
    const mk = async (nom: string, categorieId: number, disponible = true) => {
      const res = await m.create(
        m.body({ nom, categorieId, disponible, entrepriseId: owner.entreprise.id }),
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

    const res = await m.get(`/api/produits/entreprise/${owner.entreprise.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Produit[]>().map((p) => [p.nom, p.disponible])).toEqual([
      ['Salade', false],
      ['Dégué', true],
      ['Banane flambée', true],
    ]);
    expect((await m.get(`/api/produits/entreprise/${owner.entreprise.id}`, m.admin.headers)).json()).toEqual(
      res.json(),
    );

    const inSection = await m.get(`/api/produits/categorie/${desserts.id}`, owner.headers);
    expect(inSection.statusCode).toBe(200);
    expect(inSection.json<Produit[]>().map((p) => p.nom)).toEqual(['Dégué', 'Banane flambée']);
    expect((await m.get(`/api/produits/categorie/${desserts.id}`, m.admin.headers)).statusCode).toBe(200);
  });

  it("keeps another business, a client and a courier out of the owner's lists", async () => {
    for (const { who, headers } of strangers(m)) {
      expect(
        (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`, headers)).statusCode,
        who,
      ).toBe(403);
      expect((await m.get(`/api/produits/categorie/${m.plats.id}`, headers)).statusCode, who).toBe(403);
    }
    for (const url of [
      `/api/produits/entreprise/${m.owner.entreprise.id}`,
      `/api/produits/categorie/${m.plats.id}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await m.get(`/api/produits/entreprise/${UNKNOWN_ID}`)).json()).toEqual({
      message: MSG.entrepriseNotFound,
    });
    expect((await m.get(`/api/produits/categorie/${UNKNOWN_ID}`)).json()).toEqual({
      message: MSG.categorieProduitNotFound,
    });
    for (const id of [HUGE_ID, 'abc', '0']) {
      expect([400, 404]).toContain((await m.get(`/api/produits/entreprise/${id}`)).statusCode);
      expect([400, 404]).toContain((await m.get(`/api/produits/categorie/${id}`)).statusCode);
    }
  });
});
