// The bench's own people, written through the API tests' factories (no demo seed: three
// processes starting on one empty database must not race to seed it): cities each with
// businesses and their products, clients and available couriers, and a session token each,
// signed as the app signs it. Each person connects from an address of their own on loopback,
// as phones do from theirs: the per-address limits see many people, not one bench.
import { createSecretKey } from 'node:crypto';
import type { Role } from '@comoe/shared/enums';
import type { Database } from '../../../apps/api/src/db/database.ts';
import { signSessionToken } from '../../../apps/api/src/lib/session-token.ts';
import {
  createEntreprise,
  createProduit,
  createUser,
  createVille,
} from '../../../apps/api/test/helpers/factories.ts';

export interface Person {
  id: number;
  role: Extract<Role, 'CLIENT' | 'ENTREPRISE' | 'LIVREUR'>;
  city: number;
  token: string;
  /** The loopback address this person's requests and stream leave from. */
  address: string;
}

export interface Business extends Person {
  entrepriseId: number;
  produits: number[];
}

export interface City {
  villeId: number;
  clients: Person[];
  businesses: Business[];
  couriers: Person[];
}

/** One person in ten is a business, two in ten couriers; a city per hundred people. */
export function split(people: number) {
  const businesses = Math.max(1, Math.round(people * 0.1));
  const couriers = Math.max(1, Math.round(people * 0.2));
  return {
    cities: Math.max(1, Math.round(people / 100)),
    businesses,
    couriers,
    clients: Math.max(1, people - businesses - couriers),
  };
}

/** The i-th address of 127.10.0.0/16, never ending in .0 or .255. */
function address(i: number): string {
  return `127.10.${Math.floor(i / 250) % 256}.${(i % 250) + 1}`;
}

/** Runs `make` for 0…n-1, `width` at a time: a few connections of the pool busy, not all. */
async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

export async function createPeople(db: Database, jwtSecret: string, people: number): Promise<City[]> {
  const counts = split(people);
  const secret = createSecretKey(Buffer.from(jwtSecret));
  const villes = await inBatches(counts.cities, 5, (i) => createVille(db, `Ville bench cluster ${i + 1}`));
  const cities: City[] = villes.map((v) => ({ villeId: v.id, clients: [], businesses: [], couriers: [] }));
  let next = 0;
  const person = async (role: Person['role'], city: number) => {
    const user = await createUser(db, role, { villeId: cities[city]!.villeId });
    const token = await signSessionToken(secret, '2h', { id: user.id, role, tokenVersion: 0 });
    const p: Person = { id: user.id, role, city, token, address: address(next++) };
    return { p, user };
  };

  const business = async (i: number): Promise<Business> => {
    const { p: owner, user } = await person('ENTREPRISE', i % counts.cities);
    const { id } = await createEntreprise(db, user);
    const produits = [
      await createProduit(db, id, { nom: 'Attiéké poisson', prix: 2500 }),
      await createProduit(db, id, { nom: 'Bissap', prix: 500 }),
    ];
    return { ...owner, entrepriseId: id, produits: produits.map((p) => p.id) };
  };
  // The first alone: it creates the category the factory gives every business.
  const first = await business(0);
  const businesses = [first, ...(await inBatches(counts.businesses - 1, 8, (i) => business(i + 1)))];
  const couriers = await inBatches(
    counts.couriers,
    8,
    async (i) => (await person('LIVREUR', i % counts.cities)).p,
  );
  const clients = await inBatches(
    counts.clients,
    8,
    async (i) => (await person('CLIENT', i % counts.cities)).p,
  );
  for (const b of businesses) cities[b.city]!.businesses.push(b);
  for (const c of couriers) cities[c.city]!.couriers.push(c);
  for (const c of clients) cities[c.city]!.clients.push(c);

  // Available, near their city's businesses (the factory leaves couriers off duty).
  await db
    .updateTable('livreurs')
    .set({ disponible: true, latitude: 5.21, longitude: -3.74, positionAt: new Date() })
    .execute();
  const versions = await db.selectFrom('utilisateurs').select('tokenVersion').distinct().execute();
  if (versions.some((v) => v.tokenVersion !== 0)) throw new Error('tokenVersion initiale inattendue.');
  return cities;
}
