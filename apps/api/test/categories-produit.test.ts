import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { bearer, createProduit, createUser, login } from './helpers/factories.ts';

// 'Gestion des Catégories' (spec part 2 §6): the owner's menu sections, keyed by the user id.
let t: TestApp;
let w: World;

beforeAll(async () => ({ t, w } = await appWith(businessWorld)));
afterAll(() => t.close());

interface Categorie {
  id: number;
  nom: string;
  utilisateurId: number;
  ordre: number;
  nombreProduits: number;
}

const list = (utilisateurId: number | string, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/categoriesProduit/entreprise/${utilisateurId}`, headers });
const create = (payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/categoriesProduit', headers, payload: payload as object });
const rename = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/categoriesProduit/${id}`, headers, payload: payload as object });
const remove = (id: number | string, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/categoriesProduit/${id}`, headers });

/** A section of `owner`, through the API. */
async function section(nom: string, owner = w.owner): Promise<Categorie> {
  const res = await create({ nom, utilisateurId: owner.id }, owner.headers);
  if (res.statusCode !== 201) throw new Error(`catégorie refusée : ${res.statusCode} ${res.body}`);
  return res.json<Categorie>();
}

describe('POST /api/categoriesProduit', () => {
  it('adds sections at the end of the menu, empty', async () => {
    const owner = await w.anotherOwner();
    const entrees = await create({ nom: '  Entrées ', utilisateurId: owner.id }, owner.headers);
    expect(entrees.statusCode).toBe(201);
    expect(entrees.json()).toEqual({
      id: expect.any(Number) as number,
      nom: 'Entrées',
      utilisateurId: owner.id,
      ordre: 0,
      nombreProduits: 0,
    });
    const plats = await section('Plats', owner);
    expect(plats.ordre).toBe(1);
    // The owner moved a section far down: the next one still goes last.
    await t.database.db
      .updateTable('categoriesProduit')
      .set({ ordre: 7 })
      .where('id', '=', plats.id)
      .execute();
    expect((await section('Desserts', owner)).ordre).toBe(8);
    const all = await list(owner.id, owner.headers);
    expect(all.json<Categorie[]>().map((c) => [c.nom, c.ordre])).toEqual([
      ['Entrées', 0],
      ['Plats', 7],
      ['Desserts', 8],
    ]);
  });

  it('refuses a name the owner already uses, whatever the case or accents’ case, with 409', async () => {
    await section('Boissons');
    await section('Entrées chaudes');
    for (const nom of ['boissons', ' BOISSONS ', 'ENTRÉES CHAUDES', 'entrées  chaudes']) {
      const res = await create({ nom, utilisateurId: w.owner.id });
      expect(res.statusCode, nom).toBe(409);
      expect(res.json()).toEqual({ message: MSG.categorieProduitNameTaken });
    }
    // Another owner's menu is another menu.
    expect((await create({ nom: 'Boissons', utilisateurId: w.rival.id }, w.rival.headers)).statusCode).toBe(
      201,
    );
  });

  it('creates one section when the same name is sent several times at once', async () => {
    const owner = await w.anotherOwner();
    const answers = await Promise.all(
      ['Grillades', 'grillades', 'GRILLADES', 'Grillades', 'grillades'].map((nom) =>
        create({ nom, utilisateurId: owner.id }, owner.headers),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await list(owner.id, owner.headers)).json()).toHaveLength(1);
  });

  it.each([
    ['a blank name', { nom: '   ' }, MSG.categorieProduitNomRequired],
    ['no name', { nom: undefined }, MSG.categorieProduitNomRequired],
    ['a name that is not text', { nom: 12 }, MSG.categorieProduitNomRequired],
    ['a name over 60 characters', { nom: 'x'.repeat(61) }, MSG.textTooLong(60)],
    ['no owner', { utilisateurId: undefined }, MSG.forbidden],
    ['an owner id that is text', { utilisateurId: 'moi' }, MSG.forbidden],
  ])('refuses %s with 400 and a French message', async (_what, change, message) => {
    const res = await create({ nom: 'Sauces', utilisateurId: w.owner.id, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an owner id beyond 32 bits with 400', async () => {
    expect((await create({ nom: 'Sauces', utilisateurId: HUGE_ID })).statusCode).toBe(400);
  });

  it('creates sections for the caller only', async () => {
    const res = await create({ nom: 'Intrus', utilisateurId: w.owner.id }, w.rival.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    for (const headers of [w.client.headers, w.courier.headers, w.admin.headers]) {
      expect((await create({ nom: 'Intrus', utilisateurId: w.owner.id }, headers)).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/categoriesProduit',
          payload: { nom: 'X', utilisateurId: w.owner.id },
        })
      ).statusCode,
    ).toBe(401);
    const names = (await list(w.owner.id)).json<Categorie[]>().map((c) => c.nom);
    expect(names).not.toContain('Intrus');
  });

  it('answers 404 to an ENTREPRISE account that has no business yet', async () => {
    const user = await createUser(t.database.db, 'ENTREPRISE', { villeId: w.ville.id });
    const res = await create({ nom: 'Plats', utilisateurId: user.id }, bearer(await login(t.app, user)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.entrepriseMissing });
  });
});

describe('GET /api/categoriesProduit/entreprise/:utilisateurId', () => {
  it('counts the products of each section', async () => {
    const owner = await w.anotherOwner();
    const plats = await section('Plats', owner);
    await section('Vide', owner);
    for (const nom of ['Garba', 'Alloco']) {
      const p = await createProduit(t.database.db, owner.entreprise.id, { nom });
      await t.database.db
        .updateTable('produits')
        .set({ categorieId: plats.id })
        .where('id', '=', p.id)
        .execute();
    }
    const res = await list(owner.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Categorie[]>().map((c) => [c.nom, c.nombreProduits])).toEqual([
      ['Plats', 2],
      ['Vide', 0],
    ]);
    // An administrator reads any owner's sections.
    expect((await list(owner.id, w.admin.headers)).json()).toEqual(res.json());
  });

  it("keeps another business, a client and a courier out of the owner's sections", async () => {
    for (const { who, headers } of strangers(w)) {
      const res = await list(w.owner.id, headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/categoriesProduit/entreprise/${w.owner.id}` }))
        .statusCode,
    ).toBe(401);
    for (const id of [HUGE_ID, 'abc', '-1'])
      expect([400, 404], String(id)).toContain((await list(id)).statusCode);
  });
});

describe('PUT /api/categoriesProduit/:id', () => {
  it('renames the section, even to another case of its own name', async () => {
    const c = await section('Sucreries');
    const res = await rename(c.id, { nom: 'Douceurs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...c, nom: 'Douceurs' });
    expect((await rename(c.id, { nom: 'DOUCEURS' })).json()).toMatchObject({ nom: 'DOUCEURS' });
  });

  it("refuses the name of another of the owner's sections with 409, and a blank name with 400", async () => {
    const a = await section('Jus');
    await section('Sodas');
    const taken = await rename(a.id, { nom: 'sodas' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: MSG.categorieProduitNameTaken });
    const blank = await rename(a.id, { nom: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: MSG.categorieProduitNomRequired });
    expect((await rename(a.id, {})).statusCode).toBe(400);
  });

  it('keeps everyone but the owner away from a section', async () => {
    const c = await section('Privée');
    for (const { who, headers } of [...strangers(w), { who: 'an admin', headers: w.admin.headers }]) {
      expect((await rename(c.id, { nom: 'Piratée' }, headers)).statusCode, who).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/categoriesProduit/${c.id}`, payload: { nom: 'X' } }))
        .statusCode,
    ).toBe(401);
    expect((await rename(UNKNOWN_ID, { nom: 'X' })).json()).toEqual({
      message: MSG.categorieProduitNotFound,
    });
    for (const id of [HUGE_ID, 'abc'])
      expect([400, 404]).toContain((await rename(id, { nom: 'X' })).statusCode);
    const names = (await list(w.owner.id)).json<Categorie[]>().map((x) => x.nom);
    expect(names).toContain('Privée');
  });
});

describe('DELETE /api/categoriesProduit/:id', () => {
  it('deletes an empty section with 204', async () => {
    const c = await section('Éphémère');
    const res = await remove(c.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove(c.id)).statusCode).toBe(404);
  });

  it('refuses a section that still holds products with 409, saying how many', async () => {
    const c = await section('Pleine');
    for (const nom of ['Poulet braisé', 'Poisson braisé']) {
      const p = await createProduit(t.database.db, w.owner.entreprise.id, { nom });
      await t.database.db.updateTable('produits').set({ categorieId: c.id }).where('id', '=', p.id).execute();
    }
    const res = await remove(c.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.categorieProduitNotEmpty(2) });
    expect((await list(w.owner.id)).json<Categorie[]>().find((x) => x.id === c.id)).toMatchObject({
      nombreProduits: 2,
    });
  });

  it('is the owner’s only', async () => {
    const c = await section('Gardée');
    for (const { who, headers } of [...strangers(w), { who: 'an admin', headers: w.admin.headers }]) {
      expect((await remove(c.id, headers)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/categoriesProduit/${c.id}` })).statusCode).toBe(
      401,
    );
    expect((await remove(UNKNOWN_ID)).statusCode).toBe(404);
    for (const id of [HUGE_ID, 'abc']) expect([400, 404]).toContain((await remove(id)).statusCode);
    expect((await list(w.owner.id)).json<Categorie[]>().map((x) => x.id)).toContain(c.id);
  });
});
