import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 22 §2: the proof photo of a delivery is uploaded once and reused by every code try.
 * One row per photo a courier sent for a mission; the same bytes sent again (a lost answer, a
 * retried upload, two tries at once) find this row instead of storing a second file: the
 * unique key makes the second of two simultaneous uploads lose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('preuves_livraison')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('livreur_id', 'integer', (c) => c.notNull().references('utilisateurs.id').onDelete('cascade'))
    // SHA-256 of the bytes the phone sent (hex).
    .addColumn('empreinte', 'text', (c) => c.notNull())
    // The stored file's name under private/proof.
    .addColumn('fichier', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('preuves_livraison_photo_uq', ['commande_id', 'livreur_id', 'empreinte'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preuves_livraison').execute();
}
