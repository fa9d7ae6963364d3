import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The courier's offline handovers: each `Idempotency-Key` a courier sent with a pickup or a
 * delivery, and the first answer it got (status and JSON body), so that a replay — even after a
 * restart, even on another instance — answers the same and applies nothing twice. A row without
 * a status is a request still running.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('reponses_idempotentes')
    .addColumn('utilisateur_id', 'integer', (c) =>
      c.notNull().references('utilisateurs.id').onDelete('cascade'),
    )
    .addColumn('cle', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    // Not a foreign key: a key sent for an unknown order is answered (404) and kept like any other.
    .addColumn('commande_id', 'text', (c) => c.notNull())
    .addColumn('statut_http', 'integer')
    .addColumn('corps', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('repondu_at', t.timestamp)
    .addPrimaryKeyConstraint('reponses_idempotentes_pk', ['utilisateur_id', 'cle'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reponses_idempotentes').execute();
}
