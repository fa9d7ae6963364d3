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
function folded(): RawBuilder<string> {
  let expr: RawBuilder<string> = sql`lower(nom || ' ' || coalesce(description, ''))`;
  for (const [from, to] of SEARCH_FOLDS) expr = sql`replace(${expr}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return expr;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (t.isPg) {
    await sql`alter table produits add column recherche text generated always as (${folded()}) stored`.execute(
      db,
    );
    return;
  }
  await sql`alter table produits add column recherche text`.execute(db);
  await sql`update produits set recherche = ${folded()}`.execute(db);
  await sql`create trigger produits_recherche_insert after insert on produits begin
    update produits set recherche = ${folded()} where id = new.id; end`.execute(db);
  await sql`create trigger produits_recherche_update after update of nom, description on produits begin
    update produits set recherche = ${folded()} where id = new.id; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (!t.isPg) {
    await sql`drop trigger if exists produits_recherche_insert`.execute(db);
    await sql`drop trigger if exists produits_recherche_update`.execute(db);
  }
  await sql`alter table produits drop column recherche`.execute(db);
}
