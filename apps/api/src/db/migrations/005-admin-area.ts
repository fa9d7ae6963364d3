import { sql, type Kysely } from 'kysely';
import { villeNameKey } from '@comoe/shared/schemas/villes';
import { columnTypes } from './column-types.ts';

/**
 * The administrator's area (issue 9).
 *
 * Running totals for the businesses and couriers tables, which sort on them over a million
 * orders: a business's orders (any status) and Σ (total − frais) of its LIVREE ones; a courier's
 * LIVREE orders and Σ total of them. Triggers keep them, so every write path (checkout, the
 * state machine, payouts, seeds, the bench generator, test fixtures) keeps them right in the
 * transaction that changes the order, and a LIVREE move touches the business's and the
 * courier's rows only then.
 *
 * Cities get a name key (case, accents and spaces folded, `villeNameKey`): unique, so two
 * admins creating 'Adiaké' and 'ADIAKE' at once cannot both succeed.
 *
 * Indexes: the admin's money reports read the LIVREE orders of a range (covering: total and
 * fee in the index); the payouts screen filters on the payout status; the inbox lists unread first.
 */

/** One order's part of the totals, added (+) or taken away (−), for `rec` = NEW or OLD. */
function totalsStatements(sign: '+' | '-', rec: 'NEW' | 'OLD'): string[] {
  return [
    `UPDATE entreprises SET commandes_total = commandes_total ${sign} 1,
       gains_totaux = gains_totaux ${sign} (CASE WHEN ${rec}.statut = 'LIVREE' THEN ${rec}.total - ${rec}.frais_livraison ELSE 0 END)
     WHERE id = ${rec}.entreprise_id`,
    `UPDATE livreurs SET courses_total = courses_total ${sign} 1, montant_livre = montant_livre ${sign} ${rec}.total
     WHERE ${rec}.statut = 'LIVREE' AND utilisateur_id = ${rec}.livreur_id`,
  ];
}

/** An update changes the totals only when it moves an order into or out of LIVREE, or edits one. */
const UPDATE_COLUMNS = 'statut, total, frais_livraison, livreur_id, entreprise_id';
function updateCondition(distinct: string): string {
  return `((OLD.statut = 'LIVREE') <> (NEW.statut = 'LIVREE')
    OR OLD.entreprise_id <> NEW.entreprise_id
    OR (NEW.statut = 'LIVREE' AND (OLD.total <> NEW.total OR OLD.frais_livraison <> NEW.frais_livraison
      OR OLD.livreur_id ${distinct} NEW.livreur_id)))`;
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const body = (list: string[]) => list.map((s) => `${s};`).join('\n');
  await sql
    .raw(
      `CREATE TRIGGER commandes_totaux_insert AFTER INSERT ON commandes BEGIN
      ${body(totalsStatements('+', 'NEW'))}
    END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER commandes_totaux_update AFTER UPDATE OF ${UPDATE_COLUMNS} ON commandes
      WHEN ${updateCondition('IS NOT')} BEGIN
      ${body([...totalsStatements('-', 'OLD'), ...totalsStatements('+', 'NEW')])}
    END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER commandes_totaux_delete AFTER DELETE ON commandes BEGIN
      ${body(totalsStatements('-', 'OLD'))}
    END`,
    )
    .execute(db);
}

async function createPgTriggers(db: Kysely<unknown>): Promise<void> {
  const body = (list: string[]) => list.map((s) => `${s};`).join('\n');
  await sql
    .raw(
      `CREATE FUNCTION commandes_totaux() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${body(totalsStatements('-', 'OLD'))}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        ${body(totalsStatements('+', 'NEW'))}
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  for (const op of ['insert', 'delete']) {
    await sql
      .raw(
        `CREATE TRIGGER commandes_totaux_${op} AFTER ${op.toUpperCase()} ON commandes
        FOR EACH ROW EXECUTE FUNCTION commandes_totaux()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER commandes_totaux_update AFTER UPDATE OF ${UPDATE_COLUMNS} ON commandes
      FOR EACH ROW WHEN ${updateCondition('IS DISTINCT FROM')} EXECUTE FUNCTION commandes_totaux()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const column of ['commandes_total', 'gains_totaux']) {
    await db.schema
      .alterTable('entreprises')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const column of ['courses_total', 'montant_livre']) {
    await db.schema
      .alterTable('livreurs')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // The orders already there, once; the triggers keep the totals from here on.
  await sql`update entreprises set
      commandes_total = (select count(*) from commandes c where c.entreprise_id = entreprises.id),
      gains_totaux = coalesce((select sum(c.total - c.frais_livraison) from commandes c
        where c.entreprise_id = entreprises.id and c.statut = 'LIVREE'), 0)`.execute(db);
  await sql`update livreurs set
      courses_total = (select count(*) from commandes c where c.livreur_id = livreurs.utilisateur_id and c.statut = 'LIVREE'),
      montant_livre = coalesce((select sum(c.total) from commandes c
        where c.livreur_id = livreurs.utilisateur_id and c.statut = 'LIVREE'), 0)`.execute(db);
  if (t.isPg) await createPgTriggers(db);
  else await createSqliteTriggers(db);

  await db.schema.alterTable('villes').addColumn('nom_cle', 'text').execute();
  const villes = await sql<{ id: number; nom: string }>`select id, nom from villes`.execute(db);
  for (const v of villes.rows) {
    await sql`update villes set nom_cle = ${villeNameKey(v.nom)} where id = ${v.id}`.execute(db);
  }
  await db.schema.createIndex('villes_nom_cle').on('villes').column('nom_cle').unique().execute();

  await db.schema
    .createIndex('commandes_statut_date_montants')
    .on('commandes')
    .columns(['statut', 'created_at', 'total', 'frais_livraison'])
    .execute();
  await db.schema
    .createIndex('commandes_paiement_statut_date')
    .on('commandes')
    .columns(['statut_paiement_entreprise', 'statut', 'created_at'])
    .execute();
  await db.schema.createIndex('avis_lu_date').on('avis').columns(['lu', 'created_at']).execute();
  await db.schema
    .createIndex('messages_contact_lu_date')
    .on('messages_contact')
    .columns(['lu', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const index of [
    'messages_contact_lu_date',
    'avis_lu_date',
    'commandes_paiement_statut_date',
    'commandes_statut_date_montants',
    'villes_nom_cle',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('villes').dropColumn('nom_cle').execute();
  for (const trigger of ['commandes_totaux_insert', 'commandes_totaux_update', 'commandes_totaux_delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}${t.isPg ? ' ON commandes' : ''}`).execute(db);
  }
  if (t.isPg) await sql`DROP FUNCTION IF EXISTS commandes_totaux()`.execute(db);
  for (const column of ['montant_livre', 'courses_total']) {
    await db.schema.alterTable('livreurs').dropColumn(column).execute();
  }
  for (const column of ['gains_totaux', 'commandes_total']) {
    await db.schema.alterTable('entreprises').dropColumn(column).execute();
  }
}
