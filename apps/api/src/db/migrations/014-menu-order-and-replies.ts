import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 21 §3–4: the owner orders the products of each menu section (sections already have
 * `ordre`), and answers each review once. The reply lives on the review row: one per review,
 * and `reponse IS NULL` in the update's WHERE makes a second (or simultaneous) reply lose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('produits')
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('avis').addColumn('reponse', 'text').execute();
  await db.schema.alterTable('avis').addColumn('reponse_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('avis').dropColumn('reponse_at').execute();
  await db.schema.alterTable('avis').dropColumn('reponse').execute();
  await db.schema.alterTable('produits').dropColumn('ordre').execute();
}
