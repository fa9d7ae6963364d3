import { sql, type Kysely } from 'kysely';

/**
 * Names are unique ignoring case: a business's products, an owner's menu sections and the
 * company categories. The services compare names with `nameKey` (accents and every case, in
 * a transaction); these indexes are the backstop when two requests race on PostgreSQL, where
 * lower() folds accented letters too (SQLite's folds ASCII only, but SQLite runs one write
 * transaction at a time, so the services' check already holds there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index categories_entreprise_nom_ci on categories_entreprise (lower(nom))`.execute(
    db,
  );
  await sql`create unique index categories_produit_owner_nom_ci on categories_produit (utilisateur_id, lower(nom))`.execute(
    db,
  );
  await sql`create unique index produits_entreprise_nom_ci on produits (entreprise_id, lower(nom))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'produits_entreprise_nom_ci',
    'categories_produit_owner_nom_ci',
    'categories_entreprise_nom_ci',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
