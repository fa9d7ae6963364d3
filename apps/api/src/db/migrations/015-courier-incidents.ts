import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 22 §3: what a courier reports after pickup (client absent, address not found…). The
 * order stays on its way; each report is a row here, read for the desk's flag, the parties'
 * notices and the limit on repeats. Releases need no table: they are moves of the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('incidents_livraison')
    .addColumn('id', t.id, (c) => (t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('livreur_id', 'integer', (c) => c.notNull().references('utilisateurs.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The latest report of an order, and its recent ones of a type, read by (order, time).
  await db.schema
    .createIndex('incidents_livraison_commande')
    .on('incidents_livraison')
    .columns(['commande_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('incidents_livraison').execute();
}
