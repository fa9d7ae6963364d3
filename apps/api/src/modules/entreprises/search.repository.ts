import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listedOnly } from '../../db/listed-entreprises.ts';
import { PRODUIT_COLUMNS } from './catalog.repository.ts';

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Products of a city's open, listed businesses whose folded name or description (migration 007)
 * holds every term, available ones first. The matching ids are found on the search index alone
 * (a common word matches the whole city's menus: sorting them must not read every row), then
 * only those `limit` products are read in full.
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
  const ids = db
    .selectFrom('produits as p')
    .innerJoin('entreprises as e', 'e.id', 'p.entrepriseId')
    .select('p.id')
    .where('e.villeId', '=', villeId)
    .where('e.ouverte', '=', true)
    .where(listedOnly)
    .where(sql<SqlBool>`(${matches})`)
    .orderBy('p.disponible', 'desc')
    .orderBy('e.nom')
    .orderBy('e.id')
    .orderBy('p.nom')
    .limit(limit);
  return db
    .selectFrom('produits as p')
    .innerJoin('entreprises as e', 'e.id', 'p.entrepriseId')
    .select([
      ...PRODUIT_COLUMNS,
      'e.id as entrepriseId',
      'e.nom as entrepriseNom',
      'e.type as entrepriseType',
      'e.photoFacadeUrl',
      'e.ouverte',
      'e.horaires',
      'e.pauseFinAt',
    ])
    .where('p.id', 'in', ids)
    .orderBy('p.disponible', 'desc')
    .orderBy('e.nom')
    .orderBy('e.id')
    .orderBy('p.nom')
    .execute();
}
