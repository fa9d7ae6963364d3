import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 22 §4 "Rated and paid": the client's comment on the courier beside his stars, the
 * courier's rating count kept with its average (as the businesses'), and the courier's requests
 * to change vehicle or city, which an admin approves or refuses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('avis').addColumn('commentaire_livreur', 'text').execute();
  await db.schema
    .alterTable('livreurs')
    .addColumn('nombre_avis', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update livreurs set nombre_avis = (
      select count(*) from avis
      where avis.livreur_id = livreurs.utilisateur_id and avis.note_livreur is not null
    )`.execute(db);
  await db.schema
    .createTable('demandes_changement_livreur')
    .addColumn('id', t.id, (c) => (t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('livreur_id', 'integer', (c) => c.notNull().references('utilisateurs.id'))
    // What he asks for: another vehicle, another city, or both; null keeps the current one.
    .addColumn('type_transport', 'text')
    .addColumn('ville_id', 'integer', (c) => c.references('villes.id'))
    // What he had when he asked: the admin sees the change, the history keeps it.
    .addColumn('ancien_type_transport', 'text', (c) => c.notNull())
    .addColumn('ancienne_ville_id', 'integer')
    .addColumn('motif', 'text', (c) => c.notNull())
    .addColumn('statut', 'text', (c) => c.notNull().defaultTo('EN_ATTENTE'))
    .addColumn('motif_refus', 'text')
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('decidee_at', t.timestamp)
    .execute();
  // One pending request per courier, held by the store: two sent at once, the second fails.
  await db.schema
    .createIndex('demandes_changement_livreur_en_attente')
    .on('demandes_changement_livreur')
    .column('livreur_id')
    .unique()
    .where(sql.ref('statut'), '=', 'EN_ATTENTE')
    .execute();
  await db.schema
    .createIndex('demandes_changement_livreur_statut_date')
    .on('demandes_changement_livreur')
    .columns(['statut', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demandes_changement_livreur').execute();
  await db.schema.alterTable('livreurs').dropColumn('nombre_avis').execute();
  await db.schema.alterTable('avis').dropColumn('commentaire_livreur').execute();
}
