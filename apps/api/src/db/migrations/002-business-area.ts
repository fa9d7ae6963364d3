import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The business owner's area: when an order entered its status (the unanswered-order sweeper
 * works from it), the steps the sweeper took (each once), the payout record, and the client's
 * rating of the courier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // SQLite cannot add a column whose default is not a constant: filled from updated_at, then
  // always written with the status (commandes.repository moveStatus / insertOrder).
  await db.schema.alterTable('commandes').addColumn('statut_at', t.timestamp).execute();
  await sql`update commandes set statut_at = updated_at`.execute(db);
  await db.schema.alterTable('commandes').addColumn('rappel_at', t.timestamp).execute();
  await db.schema.alterTable('commandes').addColumn('alerte_livreur_at', t.timestamp).execute();
  await db.schema.alterTable('commandes').addColumn('methode_paiement_entreprise', 'text').execute();
  await db.schema.alterTable('commandes').addColumn('reference_paiement', 'text').execute();
  await db.schema
    .createIndex('commandes_statut_statut_at')
    .on('commandes')
    .columns(['statut', 'statut_at'])
    .execute();

  await db.schema.alterTable('avis').addColumn('note_livreur', 'integer').execute();

  await db.schema
    .createIndex('notifications_utilisateur_lu')
    .on('notifications')
    .columns(['utilisateur_id', 'lu'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_utilisateur_lu').execute();
  await db.schema.alterTable('avis').dropColumn('note_livreur').execute();
  await db.schema.dropIndex('commandes_statut_statut_at').execute();
  for (const column of [
    'reference_paiement',
    'methode_paiement_entreprise',
    'alerte_livreur_at',
    'rappel_at',
    'statut_at',
  ]) {
    await db.schema.alterTable('commandes').dropColumn(column).execute();
  }
}
