import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listedOnly } from './catalog.repository.ts';

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Products of a city's open, listed businesses whose folded name or description (migration 007)
 * holds every term, available ones first. One more row than `limit` is not needed: the count
 * comes from the same filter, capped, so a common word stays one cheap scan of the city's menus.
 */
export async function searchProduitsOfVille(
  db: Database,
  villeId: number,
  terms: readonly string[],
  limit: number,
) {
  const matches = sql.join(
    terms.map((t) => sql<SqlBool>`p.recherche like ${likePattern(t)} escape '\\'`),
    sql` and `,
  );
  return db
    .selectFrom('produits as p')
    .innerJoin('entreprises as e', 'e.id', 'p.entrepriseId')
    .select([
      'p.id',
      'p.nom',
      'p.description',
      'p.prix',
      'p.photoUrl',
      'p.disponible',
      'e.id as entrepriseId',
      'e.nom as entrepriseNom',
      'e.type as entrepriseType',
      'e.photoFacadeUrl',
    ])
    .where('e.villeId', '=', villeId)
    .where('e.ouverte', '=', true)
    .where(listedOnly)
    .where(sql<SqlBool>`(${matches})`)
    .orderBy('p.disponible', 'desc')
    .orderBy('e.nom')
    .orderBy('e.id')
    .orderBy('p.nom')
    .limit(limit)
    .execute();
}
