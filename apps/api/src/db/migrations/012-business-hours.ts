import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Opening hours (issue 21 §2). The weekly ranges and closing dates are one value the owner edits
 * and saves whole, read with the business on every list: kept as JSON text on its row (null: no
 * hours, the switch alone decides). A timed pause is the instant it ends; whether the business is
 * open is computed at each read, so nothing here ever needs sweeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('entreprises').addColumn('horaires', 'text').execute();
  await db.schema.alterTable('entreprises').addColumn('pause_fin_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('entreprises').dropColumn('pause_fin_at').execute();
  await db.schema.alterTable('entreprises').dropColumn('horaires').execute();
}
