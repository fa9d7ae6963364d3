import type { Kysely } from 'kysely';

/**
 * Issue 34 §1: each move of the order's history keeps the machine's name for it. An order
 * brought back to its business ends cancelled like any other; only the move tells a return from
 * a cancellation. Rows written before stay null and are read as they were (who, from where).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transitions_commande').addColumn('mouvement', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transitions_commande').dropColumn('mouvement').execute();
}
