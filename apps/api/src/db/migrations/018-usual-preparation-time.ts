import type { Kysely } from 'kysely';

/**
 * The business's usual preparation time (issue 32 §1): an accept sent without a time, as the
 * spec writes it, takes this one. Every business starts at 20 minutes, the accept dialog's
 * first choice until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('entreprises')
    .addColumn('delai_preparation_habituel_min', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('entreprises').dropColumn('delai_preparation_habituel_min').execute();
}
