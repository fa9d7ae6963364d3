import { describe, expect, it } from 'vitest';
import { CHOICE_MSG, lineKey, priceChoice, withChoices } from './product-options.ts';
import { groupeOptionsInputSchema, OPTION_MSG, prixDeltaSchema } from './schemas/product-options.ts';

const burger = {
  nom: 'Burger',
  prix: 2000,
  groupesOptions: [
    {
      id: 1,
      nom: 'Taille',
      obligatoire: true,
      minChoix: 1,
      maxChoix: 1,
      options: [
        { id: 10, nom: 'Petite', prixDelta: 0, disponible: true },
        { id: 11, nom: 'Grande', prixDelta: 500, disponible: true },
      ],
    },
    {
      id: 2,
      nom: 'Suppléments',
      obligatoire: false,
      minChoix: 0,
      maxChoix: 2,
      options: [
        { id: 20, nom: 'Œuf', prixDelta: 200, disponible: true },
        { id: 21, nom: 'Fromage', prixDelta: 300, disponible: true },
        { id: 22, nom: 'Bacon', prixDelta: 400, disponible: false },
      ],
    },
  ],
};

describe('priceChoice', () => {
  it('adds the chosen deltas to the price and lists the choices group by group', () => {
    expect(priceChoice(burger, [21, 11, 20])).toEqual({
      ok: true,
      prixUnitaire: 3000,
      choix: [
        { groupe: 'Taille', nom: 'Grande', prixDelta: 500 },
        { groupe: 'Suppléments', nom: 'Œuf', prixDelta: 200 },
        { groupe: 'Suppléments', nom: 'Fromage', prixDelta: 300 },
      ],
    });
  });

  it('prices a product without options at its price', () => {
    expect(priceChoice({ nom: 'Jus', prix: 500 }, [])).toEqual({ ok: true, prixUnitaire: 500, choix: [] });
  });

  it.each([
    [[], 'OPTION_TOO_FEW', CHOICE_MSG.tooFew('Taille', 'Burger', 1)],
    [[10, 11], 'OPTION_TOO_MANY', CHOICE_MSG.tooMany('Taille', 'Burger', 1)],
    [[10, 20, 21, 20], 'OPTION_DUPLICATE', CHOICE_MSG.duplicate('Burger')],
    [[10, 99], 'OPTION_OTHER_PRODUCT', CHOICE_MSG.otherProduct('Burger')],
    [[10, 22], 'OPTION_UNAVAILABLE', CHOICE_MSG.unavailable('Bacon', 'Burger')],
  ])('refuses %j with %s', (ids, code, message) => {
    expect(priceChoice(burger, ids)).toMatchObject({ ok: false, code, message });
  });

  it('counts too many supplements', () => {
    const three = { ...burger, groupesOptions: [{ ...burger.groupesOptions[1]!, maxChoix: 1 }] };
    expect(priceChoice(three, [20, 21])).toMatchObject({ ok: false, code: 'OPTION_TOO_MANY' });
  });
});

describe('lineKey and withChoices', () => {
  it('keys a line by product and sorted options', () => {
    expect(lineKey(4, [21, 11, 20])).toBe(lineKey(4, [11, 20, 21]));
    expect(lineKey(4, [11])).not.toBe(lineKey(4, [10]));
    expect(lineKey(4, [])).toBe('4:');
  });

  it('writes the choices after the name', () => {
    expect(withChoices('Burger', [{ nom: 'Grande' }, { nom: 'Œuf' }])).toBe('Burger (Grande, Œuf)');
    expect(withChoices('Jus', [])).toBe('Jus');
  });
});

describe('option input rules', () => {
  it.each([
    ['abc', OPTION_MSG.deltaNotNumber],
    ['1,5', OPTION_MSG.deltaWhole],
    [-1, OPTION_MSG.deltaNegative],
  ])('refuses a delta of %j', (value, message) => {
    expect(prixDeltaSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('reads "1 000" as 1000 and blank as 0', () => {
    expect(prixDeltaSchema.parse('1 000')).toBe(1000);
    expect(prixDeltaSchema.parse('')).toBe(0);
  });

  it('asks a required group for at least one choice', () => {
    const r = groupeOptionsInputSchema.safeParse({
      nom: 'Taille',
      obligatoire: true,
      minChoix: 0,
      maxChoix: 1,
      options: [{ nom: 'Petite', prixDelta: 0 }],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([OPTION_MSG.requiredNeedsMin]);
  });
});
