import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { MENU_ORDER_MSG } from '@comoe/shared/schemas/menu-order';
import { appWith, expectRefusal, store, type Headers, type TestApp } from './helpers/app.ts';
import { UNKNOWN_ID } from './helpers/business.ts';
import { menuSection, menuWorld, type MenuWorld, type Produit } from './helpers/menu.ts';

// Issue 21 §3: the owner orders sections and products (drag or up/down); clients' menus follow.
// He also switches several products at once.
let t: TestApp;
let m: MenuWorld;
let desserts: { id: number };
let garba: Produit;
let alloco: Produit;
let poulet: Produit;
let bissap: Produit;

beforeAll(async () => {
  ({ t, w: m } = await appWith(menuWorld));
  desserts = await menuSection(t.app, m.owner, 'Desserts');
  garba = await m.product({ nom: 'Garba' });
  alloco = await m.product({ nom: 'Alloco' });
  poulet = await m.product({ nom: 'Poulet braisé' });
  bissap = await m.product({ nom: 'Bissap', categorieId: m.boissons.id });
});
afterAll(() => t.close());

const url = (path: string, id = m.owner.entreprise.id) => `/api/entreprises/${id}${path}`;
const put = (path: string, payload: unknown, headers: Headers = m.owner.headers, id?: number) =>
  t.app.inject({ method: 'PUT', url: url(path, id), headers, payload: payload as object });
/** The menu as a client reads it: names in the order shown. */
const clientMenu = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/produits/entreprise_prod_cate/${m.owner.entreprise.id}`,
      headers: m.client.headers,
    })
  )
    .json<Produit[]>()
    .map((p) => `${p.categorie?.nom}/${p.nom}`);

describe(`menu order (${store})`, () => {
  it('shows a new product last in its section', async () => {
    expect(await clientMenu()).toEqual([
      'Plats/Garba',
      'Plats/Alloco',
      'Plats/Poulet braisé',
      'Boissons/Bissap',
    ]);
  });

  it("reorders the sections and a section's products; the client's menu follows at once", async () => {
    const cats = await put('/categories-produit/ordre', { ids: [m.boissons.id, desserts.id, m.plats.id] });
    expect(cats.statusCode).toBe(200);
    expect(cats.json<Array<{ nom: string; ordre: number }>>().map((c) => [c.nom, c.ordre])).toEqual([
      ['Boissons', 0],
      ['Desserts', 1],
      ['Plats', 2],
    ]);
    const prods = await put('/produits/ordre', {
      categorieId: m.plats.id,
      ids: [poulet.id, garba.id, alloco.id],
    });
    expect(prods.statusCode).toBe(200);
    expect(prods.json<Produit[]>().map((p) => p.nom)).toEqual(['Poulet braisé', 'Garba', 'Alloco']);

    expect(await clientMenu()).toEqual([
      'Boissons/Bissap',
      'Plats/Poulet braisé',
      'Plats/Garba',
      'Plats/Alloco',
    ]);
    // The owner's list and the section's list read the same order.
    expect((await m.ownerProducts()).map((p) => p.nom)).toEqual([
      'Bissap',
      'Poulet braisé',
      'Garba',
      'Alloco',
    ]);
    const section = await m.get(`/api/produits/categorie/${m.plats.id}`);
    expect(section.json<Produit[]>().map((p) => p.nom)).toEqual(['Poulet braisé', 'Garba', 'Alloco']);
  });

  it.each([
    ['a section missing', () => ({ ids: [m.plats.id, m.boissons.id] }), MENU_ORDER_MSG.categoriesMismatch],
    [
      "the rival's section",
      () => ({ ids: [m.plats.id, m.boissons.id, m.rivalSection.id] }),
      MENU_ORDER_MSG.categoriesMismatch,
    ],
    [
      'an unknown id in place of one',
      () => ({ ids: [m.plats.id, m.boissons.id, UNKNOWN_ID] }),
      MENU_ORDER_MSG.categoriesMismatch,
    ],
    ['a section twice', () => ({ ids: [m.plats.id, m.plats.id, m.boissons.id] }), MENU_ORDER_MSG.idsTwice],
    ['an empty list', () => ({ ids: [] }), MENU_ORDER_MSG.idsInvalid],
    ['ids that are not ids', () => ({ ids: ['a', -1] }), MENU_ORDER_MSG.idsInvalid],
    ['no list', () => ({}), MENU_ORDER_MSG.idsInvalid],
  ])('refuses a section order with %s in French, changing nothing', async (_what, body, message) => {
    const before = await clientMenu();
    expectRefusal(await put('/categories-produit/ordre', body()), 400, message);
    expect(await clientMenu()).toEqual(before);
  });

  it.each([
    [
      'a product missing',
      () => ({ categorieId: m.plats.id, ids: [garba.id, alloco.id] }),
      MENU_ORDER_MSG.produitsMismatch,
    ],
    [
      'a product of another section',
      () => ({ categorieId: m.plats.id, ids: [garba.id, alloco.id, poulet.id, bissap.id] }),
      MENU_ORDER_MSG.produitsMismatch,
    ],
    [
      "the rival's section",
      () => ({ categorieId: m.rivalSection.id, ids: [garba.id] }),
      MSG.categorieProduitNotFound,
    ],
    [
      'a product twice',
      () => ({ categorieId: m.plats.id, ids: [garba.id, garba.id, alloco.id, poulet.id] }),
      MENU_ORDER_MSG.idsTwice,
    ],
  ])('refuses a product order with %s in French, changing nothing', async (_what, body, message) => {
    const before = await clientMenu();
    expectRefusal(await put('/produits/ordre', body()), 400, message);
    expect(await clientMenu()).toEqual(before);
  });

  it('keeps others out: 403 for the rival on this business, a client, a courier and an admin', async () => {
    const ids = { ids: [m.plats.id, m.boissons.id, desserts.id] };
    for (const headers of [m.rival.headers, m.client.headers, m.courier.headers, m.admin.headers]) {
      expect((await put('/categories-produit/ordre', ids, headers)).statusCode).toBe(403);
      expect(
        (
          await put(
            '/produits/ordre',
            { categorieId: m.plats.id, ids: [garba.id, alloco.id, poulet.id] },
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
    expectRefusal(
      await put('/categories-produit/ordre', ids, m.owner.headers, UNKNOWN_ID),
      404,
      MSG.entrepriseNotFound,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: url('/categories-produit/ordre'), payload: ids })).statusCode,
    ).toBe(401);
  });
});

describe(`PUT /api/entreprises/:id/produits/disponibilite (${store})`, () => {
  it('switches a selection off then on at once; the client menu shows it at once', async () => {
    const off = await put('/produits/disponibilite', { ids: [garba.id, bissap.id], disponible: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ modifies: 2 });
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/produits/entreprise_prod_cate/${m.owner.entreprise.id}`,
          headers: m.client.headers,
        })
      )
        .json<Produit[]>()
        .map((p) => [p.nom, p.disponible]);
    expect(await read()).toEqual(
      expect.arrayContaining([
        ['Garba', false],
        ['Bissap', false],
        ['Alloco', true],
      ]),
    );
    expect(
      (await put('/produits/disponibilite', { ids: [garba.id, bissap.id], disponible: true })).json(),
    ).toEqual({
      modifies: 2,
    });
    expect((await read()).every(([, disponible]) => disponible === true)).toBe(true);
  });

  it("refuses a selection naming the rival's or an unknown product, and changes none of it", async () => {
    const created = await m.create(
      m.body({ nom: 'Foutou', categorieId: m.rivalSection.id, entrepriseId: m.rival.entreprise.id }),
      m.rival.headers,
    );
    const theirs = created.json<Produit>();
    for (const ids of [
      [garba.id, theirs.id],
      [garba.id, UNKNOWN_ID],
    ]) {
      expectRefusal(
        await put('/produits/disponibilite', { ids, disponible: false }),
        400,
        MENU_ORDER_MSG.produitsNotYours,
      );
    }
    const rows = await t.database.db
      .selectFrom('produits')
      .select(['id', 'disponible'])
      .where('id', 'in', [garba.id, theirs.id])
      .execute();
    expect(rows.every((r) => r.disponible)).toBe(true);
  });

  it('refuses a missing flag or an empty selection in French, and strangers', async () => {
    expectRefusal(
      await put('/produits/disponibilite', { ids: [garba.id] }),
      400,
      MENU_ORDER_MSG.disponibleRequired,
    );
    expectRefusal(
      await put('/produits/disponibilite', { ids: [], disponible: false }),
      400,
      MENU_ORDER_MSG.idsInvalid,
    );
    for (const headers of [m.rival.headers, m.client.headers, m.admin.headers]) {
      expect(
        (await put('/produits/disponibilite', { ids: [garba.id], disponible: false }, headers)).statusCode,
      ).toBe(403);
    }
  });
});
