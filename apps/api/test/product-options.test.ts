import { describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { OPTION_MSG } from '@comoe/shared/schemas/product-options';
import { expectRefusal } from './helpers/app.ts';
import { optionMarket, type ProduitOptions, SUPPLEMENTS } from './helpers/option-products.ts';

// Issue 21 §3: options and extras — managed with the product, shown in the menus.

const s = optionMarket();
const { productBody, createProduct, updateProduct, burger } = s;

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
    const rival = await updateProduct(p.id, { groupesOptions: [] }, s.m.rival.headers);
    expect(rival.statusCode).toBe(403);
    const client = await updateProduct(p.id, { groupesOptions: [] }, s.m.client.headers);
    expect(client.statusCode).toBe(403);
    const unknown = await updateProduct(987_654, { groupesOptions: [] });
    expect(unknown.statusCode).toBe(404);
    const list = await s.t.app.inject({
      method: 'GET',
      url: `/api/produits/entreprise/${s.m.entreprise.id}`,
      headers: s.m.owner.headers,
    });
    expect(list.json<ProduitOptions[]>().find((x) => x.id === p.id)!.groupesOptions).toHaveLength(2);
  });

  it('shows the groups in the client’s menu, and an edit at once', async () => {
    const p = await burger();
    const menu = async () =>
      (
        await s.t.app.inject({
          method: 'GET',
          url: `/api/produits/entreprise_prod_cate/${s.m.entreprise.id}`,
          headers: s.m.client.headers,
        })
      ).json<ProduitOptions[]>();
    expect((await menu()).find((x) => x.id === p.id)!.groupesOptions.map((g) => g.nom)).toEqual([
      'Taille',
      'Suppléments',
    ]);
    expect((await menu()).find((x) => x.id === s.m.bissap.id)!.groupesOptions).toEqual([]);
    await updateProduct(p.id, { groupesOptions: [SUPPLEMENTS] });
    expect((await menu()).find((x) => x.id === p.id)!.groupesOptions.map((g) => g.nom)).toEqual([
      'Suppléments',
    ]);
  });
});
