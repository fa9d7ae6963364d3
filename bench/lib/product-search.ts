import type { FastifyInstance } from 'fastify';
import type { TimedRequest } from './timed-requests.ts';

/**
 * The city page's dish search (issue 11) on the large set: 100 products per business, the city
 * with the most generated businesses. Queries typed as clients do: a rare name, a common word
 * that matches the whole city's menus (the heaviest sort), accents and capitals, nothing found.
 */
const QUERIES = ['produit 42', 'PRODUÏT 7', 'produit', 'prod 9', 'attiéké', 'xyz'];

export async function productSearchList(
  app: FastifyInstance,
  count: number,
  clientToken: () => Promise<string>,
) {
  const city = await app.db
    .selectFrom('entreprises as e')
    .innerJoin('villes as v', 'v.id', 'e.villeId')
    .select((eb) => ['v.nom', eb.fn.countAll<number>().as('n')])
    .where('e.nom', 'like', 'Entreprise bench %')
    .groupBy('v.nom')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const requests: TimedRequest[] = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      path: `/api/villes/${encodeURIComponent(city.nom)}/recherche?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`,
      headers: { authorization: `Bearer ${await clientToken()}` },
    })),
  );
  return {
    name: 'recherche produits',
    describe: `GET /api/villes/${city.nom}/recherche?q=… (${Number(city.n)} entreprises, ${QUERIES.length} requêtes)`,
    requests,
  };
}
