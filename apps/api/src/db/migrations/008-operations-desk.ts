import { sql, type Kysely } from 'kysely';
import { COURIER_SHARE } from '@comoe/shared/admin-finance';
import { boolDefault, columnTypes } from './column-types.ts';

const COURIER_PERCENT = Math.round(COURIER_SHARE * 100);
/** As apps/api/src/modules/commandes/order-codes.ts: a step locks after this many wrong codes. */
const MAX_CODE_TRIES = 5;

/**
 * The operations desk (issue 20): why an order moved (an admin's reason is kept with the move),
 * and the admin journal, an append-only record of every admin action: who, when, what, on what,
 * with the reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('transitions_commande').addColumn('motif', 'text').execute();
  // Courier earnings (issue 20 §2): each delivered order credits its courier, once, at delivery;
  // a payout settles every credit not yet paid. Orders delivered before get their credit now
  // (15 %, rounded to the nearest franc, in integer arithmetic: the same on both stores).
  await db.schema.alterTable('commandes').addColumn('gain_livreur', 'integer').execute();
  await db.schema.alterTable('commandes').addColumn('versement_livreur_id', 'integer').execute();
  await sql`update commandes set gain_livreur = (total * ${COURIER_PERCENT} + 50) / 100
    where statut = 'LIVREE' and livreur_id is not null`.execute(db);
  await db.schema
    .createIndex('commandes_livreur_versement')
    .on('commandes')
    .columns(['livreur_id', 'versement_livreur_id', 'livree_at'])
    .execute();
  await db.schema
    .createTable('versements_livreur')
    .addColumn('id', t.id, (c) => (t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('livreur_id', 'integer', (c) => c.notNull().references('utilisateurs.id'))
    .addColumn('montant', 'integer', (c) => c.notNull())
    .addColumn('commandes', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('versements_livreur_livreur')
    .on('versements_livreur')
    .columns(['livreur_id', 'id'])
    .execute();
  // From now on a courier rides only once verified: none who is not stays available.
  const no = boolDefault(t, false);
  await sql`update livreurs set disponible = ${no} where verifie = ${no}`.execute(db);
  await db.schema
    .createTable('journal_admin')
    .addColumn('id', t.id, (c) => (t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // No foreign key: an admin's entries outlive his account; his name is kept as it was.
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('admin_nom', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('cible_type', 'text', (c) => c.notNull())
    .addColumn('cible_id', 'text', (c) => c.notNull())
    .addColumn('resume', 'text', (c) => c.notNull())
    .addColumn('motif', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // Two admins never share an e-mail, even created at the same moment.
  await sql`create unique index utilisateurs_admin_email on utilisateurs (lower(email)) where role = 'ADMIN'`.execute(
    db,
  );
  // The journal is read newest first, whole or for one admin or one kind of action.
  await db.schema.createIndex('journal_admin_date').on('journal_admin').column('id').execute();
  await db.schema
    .createIndex('journal_admin_admin')
    .on('journal_admin')
    .columns(['admin_id', 'id'])
    .execute();
  await db.schema.createIndex('journal_admin_type').on('journal_admin').columns(['type', 'id']).execute();
  // The desk pages every order newest first or by total (the id breaks ties, in the index too:
  // no sort of a million rows), filtered by courier or city.
  await db.schema.createIndex('commandes_date_id').on('commandes').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('commandes_total_id').on('commandes').columns(['total', 'id']).execute();
  await db.schema
    .createIndex('commandes_statut_date_id')
    .on('commandes')
    .columns(['statut', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('commandes_livreur_date')
    .on('commandes')
    .columns(['livreur_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('commandes_ville_date')
    .on('commandes')
    .columns(['ville_id', 'created_at'])
    .execute();
  // The few orders that need attention, each kind found by its own small index (the desk's badge
  // is counted on every list).
  await sql`create index commandes_alerte_livreur on commandes (statut) where alerte_livreur_at is not null`.execute(
    db,
  );
  await sql`create index commandes_rappel on commandes (statut) where rappel_at is not null`.execute(db);
  await sql`create index commandes_codes_bloques on commandes (statut)
    where essais_code_client >= ${sql.lit(MAX_CODE_TRIES)} or essais_code_entreprise >= ${sql.lit(MAX_CODE_TRIES)}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('versements_livreur').execute();
  await db.schema.dropIndex('commandes_livreur_versement').execute();
  await db.schema.alterTable('commandes').dropColumn('versement_livreur_id').execute();
  await db.schema.alterTable('commandes').dropColumn('gain_livreur').execute();
  await db.schema.dropIndex('utilisateurs_admin_email').execute();
  for (const index of ['commandes_codes_bloques', 'commandes_rappel', 'commandes_alerte_livreur']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropIndex('commandes_statut_date_id').execute();
  await db.schema.dropIndex('commandes_total_id').execute();
  await db.schema.dropIndex('commandes_date_id').execute();
  await db.schema.dropIndex('commandes_ville_date').execute();
  await db.schema.dropIndex('commandes_livreur_date').execute();
  await db.schema.dropTable('journal_admin').execute();
  await db.schema.alterTable('transitions_commande').dropColumn('motif').execute();
}
