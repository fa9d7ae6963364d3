import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { bearer, createEntreprise, createProduit, createUser, createVille, login, type TestUser } from './factories.ts';

export interface Actor extends TestUser {
  token: string;
  headers: Record<string, string>;
}

/** A user signed in through the API. */
export async function actor(app: FastifyInstance, user: TestUser): Promise<Actor> {
  const token = await login(app, user);
  return { ...user, token, headers: bearer(token) };
}

/** A city with one business (two products, one sold out), a client, a courier and an admin. */
export async function marketplace(app: FastifyInstance, db: Database) {
  const ville = await createVille(db);
  const owner = await actor(app, await createUser(db, 'ENTREPRISE', { villeId: ville.id }));
  const entreprise = await createEntreprise(db, owner);
  const attieke = await createProduit(db, entreprise.id, { nom: 'Attiéké poisson', prix: 2500 });
  const bissap = await createProduit(db, entreprise.id, { nom: 'Bissap', prix: 500 });
  const epuise = await createProduit(db, entreprise.id, { nom: 'Kedjenou', prix: 3500, disponible: false });
  const client = await actor(app, await createUser(db, 'CLIENT', { villeId: ville.id, prenom: 'Aya' }));
  const courier = await actor(app, await createUser(db, 'LIVREUR', { villeId: ville.id }));
  const admin = await actor(app, await createUser(db, 'ADMIN', { villeId: ville.id }));
  return { ville, owner, entreprise, attieke, bissap, epuise, client, courier, admin };
}

export type Market = Awaited<ReturnType<typeof marketplace>>;

export function checkoutBody(m: Market, overrides: Record<string, unknown> = {}) {
  return {
    entrepriseId: m.entreprise.id,
    items: [
      { produitId: m.attieke.id, quantite: 2 },
      { produitId: m.bissap.id, quantite: 1 },
    ],
    typePaiement: 'ESPECES',
    adresseLivraison: 'Quartier France, maison jaune',
    latitude: 5.2,
    longitude: -3.74,
    infoSupplementaire: null,
    ...overrides,
  };
}

export async function placeOrder(app: FastifyInstance, m: Market, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/commandes',
    headers: m.client.headers,
    payload: checkoutBody(m, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`commande refusée : ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; codeClient: string; total: number; fraisLivraison: number; statut: string }>();
}
