import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_FOLDS } from '@comoe/shared/search-text';
import { columnTypes } from './column-types.ts';

/**
 * Product search across a city (`GET /api/villes/{ville}/recherche`): each product keeps its name
 * and description folded (lowercase, no accents, see @comoe/shared/search-text) in `recherche`,
 * so that a query scans one plain column instead of folding 100 names per business on every
 * keystroke. The database keeps it, whoever writes the product: a stored generated column on
 * PostgreSQL; on SQLite (whose ALTER TABLE cannot add a stored one) a column and two triggers.
 */
/** At most this many nested `replace` calls per statement: SQLite's parser stack is small. */
const FOLDS_PER_STEP = 8;
const steps: (readonly (readonly [string, string])[])[] = [];
for (let i = 0; i < SEARCH_FOLDS.length; i += FOLDS_PER_STEP)
  steps.push(SEARCH_FOLDS.slice(i, i + FOLDS_PER_STEP));

function folding(
  expr: RawBuilder<string>,
  folds: readonly (readonly [string, string])[],
): RawBuilder<string> {
  for (const [from, to] of folds) expr = sql`replace(${expr}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return expr;
}

const lowered = sql<string>`lower(nom || ' ' || coalesce(description, ''))`;

/** The SQLite statements that fold `recherche` for the rows `where` selects, a few folds at a time. */
function sqliteFolds(where: RawBuilder<unknown>): RawBuilder<unknown>[] {
  return [
    sql`update produits set recherche = ${lowered} where ${where}`,
    ...steps.map(
      (folds) => sql`update produits set recherche = ${folding(sql`recherche`, folds)} where ${where}`,
    ),
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (t.isPg) {
    const all = folding(lowered, SEARCH_FOLDS);
    await sql`alter table produits add column recherche text generated always as (${all}) stored`.execute(db);
    await searchIndex(db);
    return;
  }
  await sql`alter table produits add column recherche text`.execute(db);
  for (const statement of sqliteFolds(sql`1 = 1`)) await statement.execute(db);
  const body = sql.join(
    sqliteFolds(sql`id = new.id`).map((s) => sql`${s};`),
    sql` `,
  );
  await sql`create trigger produits_recherche_insert after insert on produits begin ${body} end`.execute(db);
  await sql`create trigger produits_recherche_update after update of nom, description on produits begin ${body} end`.execute(
    db,
  );
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
  const t = columnTypes(db);
  await db.schema.dropIndex('produits_recherche').execute();
  if (!t.isPg) {
    await sql`drop trigger if exists produits_recherche_insert`.execute(db);
    await sql`drop trigger if exists produits_recherche_update`.execute(db);
  }
  await sql`alter table produits drop column recherche`.execute(db);
}
