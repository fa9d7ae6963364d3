import { afterAll, beforeAll } from 'vitest';
import { appWith, type TestApp } from './app.ts';
import { createEntreprise, createUser } from './factories.ts';
import { actor, checkoutBody, type Market, marketplace } from './marketplace.ts';
import { menuSection } from './menu.ts';

// Issue 21 §3: a market with a menu section and a rival business, and products with options.

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
export interface ProduitOptions {
  id: number;
  nom: string;
  prix: number;
  groupesOptions: Groupe[];
}

export const TAILLE = {
  nom: 'Taille',
  obligatoire: true,
  minChoix: 1,
  maxChoix: 1,
  options: [
    { nom: 'Petite', prixDelta: 0 },
    { nom: 'Grande', prixDelta: '500' },
  ],
};
export const SUPPLEMENTS = {
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

type OptionMarket = Market & { section: { id: number }; rival: Awaited<ReturnType<typeof actor>> };

/** Registers the suite's app (built before, closed after its tests) and the calls on it. */
export function optionMarket() {
  const s = {} as { t: TestApp; m: OptionMarket };
  beforeAll(async () => {
    ({ t: s.t, w: s.m } = await appWith(async (app, db) => {
      const market = await marketplace(app, db);
      const section = await menuSection(app, market.owner, 'Plats');
      const rival = await actor(app, await createUser(db, 'ENTREPRISE', { villeId: market.ville.id }));
      await createEntreprise(db, rival);
      return { ...market, section, rival };
    }));
  });
  afterAll(() => s.t.close());

  let counter = 0;
  const productBody = (overrides: Record<string, unknown> = {}) => ({
    nom: `Burger ${++counter}`,
    description: 'Pain brioché, steak haché',
    prix: 2000,
    categorieId: s.m.section.id,
    photo: null,
    entrepriseId: s.m.entreprise.id,
    groupesOptions: [TAILLE, SUPPLEMENTS],
    ...overrides,
  });
  const createProduct = (payload: object, headers = s.m.owner.headers) =>
    s.t.app.inject({ method: 'POST', url: '/api/produits', headers, payload });
  const updateProduct = (id: number, payload: object, headers = s.m.owner.headers) =>
    s.t.app.inject({ method: 'PUT', url: `/api/produits/${id}`, headers, payload });
  const burger = async (overrides: Record<string, unknown> = {}): Promise<ProduitOptions> => {
    const res = await createProduct(productBody(overrides));
    if (res.statusCode !== 201) throw new Error(`produit refusé : ${res.statusCode} ${res.body}`);
    return res.json<ProduitOptions>();
  };
  const order = (items: unknown[], headers = s.m.client.headers) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/commandes',
      headers,
      payload: checkoutBody(s.m, { items }),
    });
  return Object.assign(s, { productBody, createProduct, updateProduct, burger, order });
}

/** The option of the product by its name. */
export const opt = (p: ProduitOptions, nom: string) => {
  const o = p.groupesOptions.flatMap((g) => g.options).find((x) => x.nom === nom);
  if (!o) throw new Error(`pas d'option ${nom}`);
  return o.id;
};
