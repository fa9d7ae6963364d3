import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { businessWorld, type World } from './business.ts';

type Headers = Record<string, string>;

/** A product as the API answers it. */
export interface Produit {
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

/** A menu section of `owner`, through the API. */
export async function menuSection(
  app: FastifyInstance,
  owner: { id: number; headers: Headers },
  nom: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/categoriesProduit',
    headers: owner.headers,
    payload: { nom, utilisateurId: owner.id },
  });
  if (res.statusCode !== 201) throw new Error(`catégorie refusée : ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>();
}

/**
 * The business world with menu sections ('Plats', 'Boissons' for the owner, 'Plats' for the
 * rival), and the owner's product calls, as the menu tab makes them.
 */
export async function menuWorld(app: FastifyInstance, db: Database) {
  const w: World = await businessWorld(app, db);
  const plats = await menuSection(app, w.owner, 'Plats');
  const boissons = await menuSection(app, w.owner, 'Boissons');
  const rivalSection = await menuSection(app, w.rival, 'Plats');

  const create = (payload: unknown, headers: Headers = w.owner.headers) =>
    app.inject({ method: 'POST', url: '/api/produits', headers, payload: payload as object });
  const update = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
    app.inject({ method: 'PUT', url: `/api/produits/${id}`, headers, payload: payload as object });
  const remove = (id: number | string, headers: Headers = w.owner.headers) =>
    app.inject({ method: 'DELETE', url: `/api/produits/${id}`, headers });
  const get = (url: string, headers: Headers = w.owner.headers) =>
    app.inject({ method: 'GET', url, headers });
  const ownerProducts = async () =>
    (await get(`/api/produits/entreprise/${w.owner.entreprise.id}`)).json<Produit[]>();

  /** The add panel of the menu tab, filled. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    nom: 'Garba',
    description: 'Attiéké et thon frit, piment à part',
    prix: 1000,
    disponible: true,
    categorieId: plats.id,
    photo: null,
    entrepriseId: w.owner.entreprise.id,
    ...overrides,
  });
  const product = async (overrides: Record<string, unknown> = {}): Promise<Produit> => {
    const res = await create(body(overrides));
    if (res.statusCode !== 201) throw new Error(`produit refusé : ${res.statusCode} ${res.body}`);
    return res.json<Produit>();
  };

  return {
    ...w,
    w,
    plats,
    boissons,
    rivalSection,
    create,
    update,
    remove,
    get,
    ownerProducts,
    body,
    product,
  };
}

export type MenuWorld = Awaited<ReturnType<typeof menuWorld>>;
