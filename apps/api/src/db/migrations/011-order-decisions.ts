import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The business's answer to a new order (issue 21 §1): accepting says how many minutes the
 * preparation takes, and the instant the order should be ready is kept with it, so the client,
 * the courier and the business all read the same time. A refusal's reason is kept with its move
 * (transitions_commande.motif, migration 008).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('commandes').addColumn('delai_preparation_min', 'integer').execute();
  await db.schema.alterTable('commandes').addColumn('prete_prevue_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('commandes').dropColumn('prete_prevue_at').execute();
  await db.schema.alterTable('commandes').dropColumn('delai_preparation_min').execute();
}
