import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 34 §2 "Reasons and time": what happens to an order without a move of its status (the
 * courier it was given to, codes unlocked, wrong codes, reminders), kept append-only beside its
 * transitions so that its history tells everything in order; and the admin journal's targets,
 * named as they were and linked to the person and the order concerned, for its links and filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('evenements_commande')
    .addColumn('id', t.id, (c) => (t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // Who: null for the server itself (SYSTEME) or an account deleted since.
    .addColumn('acteur_id', 'integer')
    .addColumn('acteur_role', 'text', (c) => c.notNull())
    .addColumn('livreur_id', 'integer')
    .addColumn('code', 'text')
    .addColumn('essais_restants', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('evenements_commande_commande')
    .on('evenements_commande')
    .columns(['commande_id', 'id'])
    .execute();

  await db.schema.alterTable('journal_admin').addColumn('cible_nom', 'text').execute();
  await db.schema.alterTable('journal_admin').addColumn('cible_utilisateur_id', 'integer').execute();
  await db.schema.alterTable('journal_admin').addColumn('commande_id', 'text').execute();
  // Entries written before: the person and the order their target already names.
  await sql`update journal_admin set cible_utilisateur_id = cast(cible_id as integer)
    where cible_type = 'utilisateur'`.execute(db);
  await sql`update journal_admin set cible_utilisateur_id =
      (select e.utilisateur_id from entreprises e where cast(e.id as text) = journal_admin.cible_id)
    where cible_type = 'entreprise'`.execute(db);
  await sql`update journal_admin set commande_id = cible_id where cible_type = 'commande'`.execute(db);
  // One person's entries (as the admin or the target) and one order's, newest first.
  await db.schema
    .createIndex('journal_admin_cible_utilisateur')
    .on('journal_admin')
    .columns(['cible_utilisateur_id', 'id'])
    .execute();
  await db.schema
    .createIndex('journal_admin_commande')
    .on('journal_admin')
    .columns(['commande_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('journal_admin_commande').execute();
  await db.schema.dropIndex('journal_admin_cible_utilisateur').execute();
  await db.schema.alterTable('journal_admin').dropColumn('commande_id').execute();
  await db.schema.alterTable('journal_admin').dropColumn('cible_utilisateur_id').execute();
  await db.schema.alterTable('journal_admin').dropColumn('cible_nom').execute();
  await db.schema.dropTable('evenements_commande').execute();
}
