import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { CHOICE_MSG } from '@comoe/shared/product-options';
import { OPTION_MSG } from '@comoe/shared/schemas/product-options';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { createEntreprise, createUser } from './helpers/factories.ts';
import { actor, checkoutBody, type Market, marketplace } from './helpers/marketplace.ts';
import { menuSection } from './helpers/menu.ts';

// Issue 21 §3: options and extras — managed with the product, priced and checked at checkout.

interface Option {
  id: number;
  nom: string;
  prixDelta: number;
  disponible: boolean;
}
interface Groupe {
  id: number;
  nom: string;
  obligatoire: boolean;
  minChoix: number;
  maxChoix: number;
  options: Option[];
}
interface ProduitOptions {
  id: number;
  nom: string;
  prix: number;
  groupesOptions: Groupe[];
}

let t: TestApp;
let m: Market & { section: { id: number }; rival: Awaited<ReturnType<typeof actor>> };

beforeAll(async () => {
  ({ t, w: m } = await appWith(async (app, db) => {
    const market = await marketplace(app, db);
    const section = await menuSection(app, market.owner, 'Plats');
    const rival = await actor(app, await createUser(db, 'ENTREPRISE', { villeId: market.ville.id }));
    await createEntreprise(db, rival);
    return { ...market, section, rival };
  }));
});
afterAll(() => t.close());

const TAILLE = {
  nom: 'Taille',
  obligatoire: true,
  minChoix: 1,
  maxChoix: 1,
  options: [
    { nom: 'Petite', prixDelta: 0 },
    { nom: 'Grande', prixDelta: '500' },
  ],
};
const SUPPLEMENTS = {
  nom: 'Suppléments',
  obligatoire: false,
  minChoix: 0,
  maxChoix: 2,
  options: [
    { nom: 'Œuf', prixDelta: 200 },
    { nom: 'Fromage', prixDelta: 300 },
    { nom: 'Bacon', prixDelta: 400 },
  ],
};

let counter = 0;
const productBody = (overrides: Record<string, unknown> = {}) => ({
  nom: `Burger ${++counter}`,
  description: 'Pain brioché, steak haché',
  prix: 2000,
  categorieId: m.section.id,
  photo: null,
  entrepriseId: m.entreprise.id,
  groupesOptions: [TAILLE, SUPPLEMENTS],
  ...overrides,
});

const createProduct = (payload: object, headers = m.owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/produits', headers, payload });
const updateProduct = (id: number, payload: object, headers = m.owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/produits/${id}`, headers, payload });

async function burger(overrides: Record<string, unknown> = {}): Promise<ProduitOptions> {
  const res = await createProduct(productBody(overrides));
  if (res.statusCode !== 201) throw new Error(`produit refusé : ${res.statusCode} ${res.body}`);
  return res.json<ProduitOptions>();
}

/** The option of the product by its name. */
const opt = (p: ProduitOptions, nom: string) => {
  const o = p.groupesOptions.flatMap((g) => g.options).find((x) => x.nom === nom);
  if (!o) throw new Error(`pas d'option ${nom}`);
  return o.id;
};

const order = (items: unknown[], headers = m.client.headers) =>
  t.app.inject({ method: 'POST', url: '/api/commandes', headers, payload: checkoutBody(m, { items }) });

describe('product create and update with option groups', () => {
  it('answers the groups and options in the order given, with ids and whole-FCFA deltas', async () => {
    const p = await burger();
    expect(p.groupesOptions).toEqual([
      {
        id: expect.any(Number) as number,
        nom: 'Taille',
        obligatoire: true,
        minChoix: 1,
        maxChoix: 1,
        options: [
          { id: expect.any(Number) as number, nom: 'Petite', prixDelta: 0, disponible: true },
          { id: expect.any(Number) as number, nom: 'Grande', prixDelta: 500, disponible: true },
        ],
      },
      expect.objectContaining({ nom: 'Suppléments', obligatoire: false, minChoix: 0, maxChoix: 2 }),
    ]);
  });

  const option = (o: Record<string, unknown>) => ({ nom: 'Œuf', prixDelta: 200, ...o });
  const group = (g: Record<string, unknown>) => ({ ...SUPPLEMENTS, ...g });
  it.each([
    [
      'a delta in letters',
      [group({ options: [option({ prixDelta: 'abc' })], maxChoix: 1 })],
      OPTION_MSG.deltaNotNumber,
    ],
    [
      'a decimal delta',
      [group({ options: [option({ prixDelta: '0,5' })], maxChoix: 1 })],
      OPTION_MSG.deltaWhole,
    ],
    [
      'a negative delta',
      [group({ options: [option({ prixDelta: -100 })], maxChoix: 1 })],
      OPTION_MSG.deltaNegative,
    ],
    [
      'a required group asking no choice',
      [group({ obligatoire: true, minChoix: 0 })],
      OPTION_MSG.requiredNeedsMin,
    ],
    ['an optional group asking choices', [group({ minChoix: 1 })], OPTION_MSG.optionalHasNoMin],
    [
      'a maximum below the minimum',
      [group({ obligatoire: true, minChoix: 2, maxChoix: 1 })],
      OPTION_MSG.maxBelowMin,
    ],
    ['a maximum above the options', [group({ maxChoix: 4 })], OPTION_MSG.maxAboveOptions],
    ['a group without option', [group({ options: [], maxChoix: 1 })], OPTION_MSG.noOption],
    ['a blank group name', [group({ nom: '  ' })], OPTION_MSG.groupeNomRequired],
    [
      'a blank option name',
      [group({ options: [option({ nom: '' })], maxChoix: 1 })],
      OPTION_MSG.optionNomRequired,
    ],
    ['a name of 61 characters', [group({ nom: 'x'.repeat(61) })], MSG.textTooLong(60)],
    ['two groups of one name', [SUPPLEMENTS, group({ nom: 'suppléments' })], OPTION_MSG.groupeNameTwice],
    [
      'two options of one name',
      [group({ options: [option({}), option({ nom: 'œuf' })], maxChoix: 1 })],
      OPTION_MSG.optionNameTwice,
    ],
    [
      'eleven groups',
      Array.from({ length: 11 }, (_, i) => group({ nom: `G${i}` })),
      OPTION_MSG.tooManyGroupes,
    ],
    [
      'twenty-one options in a group',
      [group({ options: Array.from({ length: 21 }, (_, i) => option({ nom: `O${i}` })) })],
      OPTION_MSG.tooManyOptions,
    ],
  ])('refuses %s with 400 and a French message', async (_, groupesOptions, message) => {
    const res = await createProduct(productBody({ groupesOptions }));
    expectRefusal(res, 400, message);
  });

  it('replaces the groups on update, keeping the ids of those sent back', async () => {
    const p = await burger();
    const [taille] = p.groupesOptions;
    const res = await updateProduct(p.id, {
      groupesOptions: [
        {
          ...taille,
          options: [
            { ...taille!.options[1]!, prixDelta: 700 },
            { nom: 'Géante', prixDelta: 1000 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<ProduitOptions>();
    expect(after.groupesOptions).toHaveLength(1);
    expect(after.groupesOptions[0]!.id).toBe(taille!.id);
    expect(after.groupesOptions[0]!.options.map((o) => [o.nom, o.prixDelta])).toEqual([
      ['Grande', 700],
      ['Géante', 1000],
    ]);
    expect(after.groupesOptions[0]!.options[0]!.id).toBe(taille!.options[1]!.id);
  });

  it('keeps the groups when a patch does not send them (the availability switch)', async () => {
    const p = await burger();
    const res = await updateProduct(p.id, { disponible: false });
    expect(res.json<ProduitOptions>().groupesOptions).toEqual(p.groupesOptions);
  });

  it('keeps another business and a client away from the product’s options', async () => {
    const p = await burger();
    const rival = await updateProduct(p.id, { groupesOptions: [] }, m.rival.headers);
    expect(rival.statusCode).toBe(403);
    const client = await updateProduct(p.id, { groupesOptions: [] }, m.client.headers);
    expect(client.statusCode).toBe(403);
    const unknown = await updateProduct(987_654, { groupesOptions: [] });
    expect(unknown.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/produits/entreprise/${m.entreprise.id}`,
      headers: m.owner.headers,
    });
    expect(list.json<ProduitOptions[]>().find((x) => x.id === p.id)!.groupesOptions).toHaveLength(2);
  });

  it('shows the groups in the client’s menu, and an edit at once', async () => {
    const p = await burger();
    const menu = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/produits/entreprise_prod_cate/${m.entreprise.id}`,
          headers: m.client.headers,
        })
      ).json<ProduitOptions[]>();
    expect((await menu()).find((x) => x.id === p.id)!.groupesOptions.map((g) => g.nom)).toEqual([
      'Taille',
      'Suppléments',
    ]);
    expect((await menu()).find((x) => x.id === m.bissap.id)!.groupesOptions).toEqual([]);
    await updateProduct(p.id, { groupesOptions: [SUPPLEMENTS] });
    expect((await menu()).find((x) => x.id === p.id)!.groupesOptions.map((g) => g.nom)).toEqual([
      'Suppléments',
    ]);
  });
});

describe('checkout and quote with options', () => {
  it('prices each line from the server: product price plus the chosen deltas', async () => {
    const p = await burger();
    const res = await order([
      { produitId: p.id, quantite: 2, options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Fromage')] },
      { produitId: p.id, quantite: 1, options: [opt(p, 'Petite')] },
      // Same choices in another order: the same line.
      { produitId: p.id, quantite: 1, options: [opt(p, 'Fromage'), opt(p, 'Œuf'), opt(p, 'Grande')] },
    ]);
    expect(res.statusCode).toBe(201);
    const o = res.json<{ id: string; sousTotal: number; items: unknown[] }>();
    expect(o.items).toEqual([
      {
        produitId: p.id,
        produitNom: p.nom,
        quantite: 3,
        prixUnitaire: 3000,
        options: [
          { groupe: 'Taille', nom: 'Grande', prixDelta: 500 },
          { groupe: 'Suppléments', nom: 'Œuf', prixDelta: 200 },
          { groupe: 'Suppléments', nom: 'Fromage', prixDelta: 300 },
        ],
      },
      {
        produitId: p.id,
        produitNom: p.nom,
        quantite: 1,
        prixUnitaire: 2000,
        options: [{ groupe: 'Taille', nom: 'Petite', prixDelta: 0 }],
      },
    ]);
    expect(o.sousTotal).toBe(3 * 3000 + 2000);

    // The business's ticket and notice show the choices; a later menu edit does not rewrite them.
    await updateProduct(p.id, { groupesOptions: [] });
    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders/${o.id}`,
      headers: m.owner.headers,
    });
    expect(ticket.statusCode).toBe(200);
    const items = ticket.json<{ items: Array<{ options: Array<{ nom: string }> }> }>().items;
    expect(items[0]!.options.map((c) => c.nom)).toEqual(['Grande', 'Œuf', 'Fromage']);
    const notices = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('commandeId', '=', o.id)
      .execute();
    expect(notices.map((n) => n.corps).join(' ')).toContain(`3 × ${p.nom} (Grande, Œuf, Fromage)`);
    const day = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders.csv?from=${day}&to=${day}`,
      headers: m.owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`3 × ${p.nom} (Grande, Œuf, Fromage), 1 × ${p.nom} (Petite)`);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/commandes/client',
      headers: m.client.headers,
    });
    const mine = history.json<Array<{ id: string; items: Array<{ options: Array<{ nom: string }> }> }>>();
    expect(mine.find((x) => x.id === o.id)!.items[0]!.options.map((c) => c.nom)).toEqual([
      'Grande',
      'Œuf',
      'Fromage',
    ]);
  });

  it('quotes the cart as checkout charges it', async () => {
    const p = await burger();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commandes/devis',
      headers: m.client.headers,
      payload: {
        entrepriseId: m.entreprise.id,
        items: [{ produitId: p.id, quantite: 2, options: [opt(p, 'Grande'), opt(p, 'Bacon')] }],
        latitude: 5.2,
        longitude: -3.74,
      },
    });
    expect(res.statusCode).toBe(200);
    const devis = res.json<{ sousTotal: number; total: number; fraisLivraison: number; lignes: unknown[] }>();
    expect(devis.sousTotal).toBe(2 * 2900);
    expect(devis.total).toBe(devis.sousTotal + devis.fraisLivraison);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/commandes/devis',
      headers: m.client.headers,
      payload: { entrepriseId: m.entreprise.id, items: [{ produitId: p.id, quantite: 1 }] },
    });
    expectRefusal(refused, 400, CHOICE_MSG.tooFew('Taille', p.nom, 1));
  });

  it('keeps the one-tap add of a product without options', async () => {
    const res = await order([{ produitId: m.bissap.id, quantite: 1 }]);
    expect(res.statusCode).toBe(201);
  });

  it('refuses each wrong choice with a French message', async () => {
    const p = await burger();
    const other = await burger();
    const sold = await burger({
      groupesOptions: [
        { ...TAILLE, options: [TAILLE.options[0], { ...TAILLE.options[1], disponible: false }] },
      ],
    });
    const cases: Array<[unknown[], number, string]> = [
      [[{ produitId: p.id, quantite: 1, options: [] }], 400, CHOICE_MSG.tooFew('Taille', p.nom, 1)],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(other, 'Œuf')] }],
        400,
        CHOICE_MSG.otherProduct(p.nom),
      ],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(p, 'Petite')] }],
        400,
        CHOICE_MSG.tooMany('Taille', p.nom, 1),
      ],
      [
        [
          {
            produitId: p.id,
            quantite: 1,
            options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Fromage'), opt(p, 'Bacon')],
          },
        ],
        400,
        CHOICE_MSG.tooMany('Suppléments', p.nom, 2),
      ],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Œuf')] }],
        400,
        CHOICE_MSG.duplicate(p.nom),
      ],
      [
        [{ produitId: sold.id, quantite: 1, options: [opt(sold, 'Grande')] }],
        409,
        CHOICE_MSG.unavailable('Grande', sold.nom),
      ],
      [
        [{ produitId: m.bissap.id, quantite: 1, options: [opt(p, 'Grande')] }],
        400,
        CHOICE_MSG.otherProduct('Bissap'),
      ],
      [[{ produitId: p.id, quantite: 1, options: ['grande'] }], 400, OPTION_MSG.optionsInvalid],
    ];
    for (const [items, status, message] of cases) {
      expectRefusal(await order(items), status, message);
    }
  });

  it('prices 50 parallel checkouts right, and refuses an option made unavailable meanwhile', async () => {
    const p = await burger();
    const grande = opt(p, 'Grande');
    const fromage = opt(p, 'Fromage');
    const line = { produitId: p.id, quantite: 1, options: [grande, fromage] };
    const placed = await Promise.all(Array.from({ length: 50 }, () => order([line])));
    expect(placed.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    for (const r of placed) expect(r.json<{ sousTotal: number }>().sousTotal).toBe(2800);

    // The owner sells out "Fromage" while 30 checkouts are on their way.
    const groupes = p.groupesOptions.map((g) => ({
      ...g,
      options: g.options.map((o) => (o.id === fromage ? { ...o, disponible: false } : o)),
    }));
    const [edit, ...racing] = await Promise.all([
      updateProduct(p.id, { groupesOptions: groupes }),
      ...Array.from({ length: 30 }, () => order([line])),
    ]);
    expect(edit.statusCode).toBe(200);
    for (const r of racing) {
      if (r.statusCode === 201) expect(r.json<{ sousTotal: number }>().sousTotal).toBe(2800);
      else expectRefusal(r, 409, CHOICE_MSG.unavailable('Fromage', p.nom));
    }
    expectRefusal(await order([line]), 409, CHOICE_MSG.unavailable('Fromage', p.nom));
    const lines = await t.database.db
      .selectFrom('lignesCommande')
      .select(['prixUnitaire'])
      .where('produitId', '=', p.id)
      .execute();
    expect(lines.every((l) => l.prixUnitaire === 2800)).toBe(true);
  });
});
