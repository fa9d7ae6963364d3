import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';
import { addFoldedColumn, dropFoldedColumn, type FoldedColumn } from './folded-column.ts';

/**
 * Product search across a city (`GET /api/villes/{ville}/recherche`): each product keeps its name
 * and description folded (lowercase, no accents, see @comoe/shared/search-text) in `recherche`,
 * so that a query scans one plain column instead of folding 100 names per business on every
 * keystroke. The database keeps it, whoever writes the product (folded-column.ts).
 */
const recherche: FoldedColumn = {
  table: 'produits',
  column: 'recherche',
  lowered: sql<string>`lower(nom || ' ' || coalesce(description, ''))`,
  sources: 'nom, description',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addFoldedColumn(db, columnTypes(db).isPg, recherche);
  await searchIndex(db);
}

/**
 * A search reads a city's businesses, then their products through this index alone: the
 * folded text is matched and the sort keys read without visiting the table; only the few
 * products answered are read in full.
 */
async function searchIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('produits_recherche')
    .on('produits')
    .columns(['entreprise_id', 'recherche', 'disponible', 'nom'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('produits_recherche').execute();
  await dropFoldedColumn(db, columnTypes(db).isPg, recherche);
}
