// What the catalog reads of `bench:api` ask for, on the demo data and on the large data set:
// the city list, the businesses of the busiest city and the menu of its largest business, with
// the token of a client (signed as the app signs it: the large set's accounts cannot log in).
import { createSecretKey } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/database.ts';
import { signSessionToken } from '../../apps/api/src/lib/session-token.ts';
import { citySlug } from '@comoe/shared/text';

export interface CatalogTargets {
  ville: string;
  entreprises: number;
  menuId: number;
  produits: number;
  headers: Record<string, string>;
}

/** `jwtSecret`: the JWT_SECRET the server was started with. */
export async function catalogTargets(
  db: Database,
  jwtSecret: string,
  client: { telephoneLike: string },
): Promise<CatalogTargets> {
  const city = await db
    .selectFrom('entreprises as e')
    .innerJoin('villes as v', 'v.id', 'e.villeId')
    .select((eb) => ['v.id', 'v.nom', eb.fn.countAll<number>().as('n')])
    .groupBy(['v.id', 'v.nom'])
    .orderBy('n', 'desc')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const menu = await db
    .selectFrom('produits as p')
    .innerJoin('entreprises as e', 'e.id', 'p.entrepriseId')
    .select((eb) => ['e.id', eb.fn.countAll<number>().as('n')])
    .where('e.villeId', '=', city.id)
    .groupBy('e.id')
    .orderBy('n', 'desc')
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('utilisateurs')
    .select(['id', 'tokenVersion'])
    .where('role', '=', 'CLIENT')
    .where('statut', '=', 'ACTIF')
    .where('telephone', 'like', client.telephoneLike)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const token = await signSessionToken(createSecretKey(Buffer.from(jwtSecret)), '2h', {
    id: user.id,
    role: 'CLIENT',
    tokenVersion: user.tokenVersion,
  });
  return {
    ville: citySlug(city.nom),
    entreprises: Number(city.n),
    menuId: menu.id,
    produits: Number(menu.n),
    headers: { authorization: `Bearer ${token}` },
  };
}
