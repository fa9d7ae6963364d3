import type { FastifyInstance } from 'fastify';
import type { EntrepriseType } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import { bearer, createEntreprise, createUser, createVille, login, type TestUser } from './factories.ts';
import { actor, type Actor, marketplace } from './marketplace.ts';

export interface Owner extends Actor {
  entreprise: { id: number };
}

/** A business and its owner's account, written straight to the database (nobody signed in). */
export async function createBusiness(
  db: Database,
  villeId: number,
  opts: Parameters<typeof createEntreprise>[2] = {},
): Promise<{ id: number; owner: TestUser }> {
  const owner = await createUser(db, 'ENTREPRISE', { villeId });
  return { ...(await createEntreprise(db, owner, opts)), owner };
}

/** A signed-in ENTREPRISE account with its business (complete unless told otherwise). */
export async function businessOwner(
  app: FastifyInstance,
  db: Database,
  villeId: number,
  opts: { nom?: string; type?: EntrepriseType; complete?: boolean } = {},
): Promise<Owner> {
  const user = await actor(app, await createUser(db, 'ENTREPRISE', { villeId }));
  const entreprise = await createEntreprise(db, user, opts);
  return { ...user, entreprise };
}

/** A city with two businesses (the owner's and a rival's), a client, a courier and an admin. */
export async function businessWorld(app: FastifyInstance, db: Database) {
  const ville = await createVille(db);
  const owner = await businessOwner(app, db, ville.id, { nom: 'Chez Tantie Test' });
  const rival = await businessOwner(app, db, ville.id, { nom: 'Maquis Rival' });
  const client = await actor(app, await createUser(db, 'CLIENT', { villeId: ville.id }));
  const courier = await actor(app, await createUser(db, 'LIVREUR', { villeId: ville.id }));
  const admin = await actor(app, await createUser(db, 'ADMIN', { villeId: ville.id }));
  /** One more signed-in business of this city, for a test that changes it. */
  const anotherOwner = (opts: Parameters<typeof businessOwner>[3] = {}) =>
    businessOwner(app, db, ville.id, opts);
  return { ville, owner, rival, client, courier, admin, anotherOwner };
}

export type World = Awaited<ReturnType<typeof businessWorld>>;

/** The signed-in callers other than the owner, and what each must get. */
export function strangers(w: World) {
  return [
    { who: 'another business', headers: w.rival.headers },
    { who: 'a client', headers: w.client.headers },
    { who: 'a courier', headers: w.courier.headers },
  ];
}

/** Ids that are no id of ours: unknown, beyond 32 bits, not a number. */
export const UNKNOWN_ID = 987_654;
export const HUGE_ID = 2 ** 31;

/** The marketplace and a second business of its city (`rival`), whose owner is signed in. */
export async function marketWithRival(app: FastifyInstance, db: Database) {
  const m = await marketplace(app, db);
  const owner = await createUser(db, 'ENTREPRISE', { villeId: m.ville.id });
  const e = await createEntreprise(db, owner, { nom: 'Maquis Rival' });
  return { ...m, rival: { id: e.id, headers: bearer(await login(app, owner)) } };
}
