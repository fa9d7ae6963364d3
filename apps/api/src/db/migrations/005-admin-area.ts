import { sql, type Kysely } from 'kysely';
import { villeNameKey } from '@comoe/shared/schemas/villes';
import { dayOfSql } from '../days.ts';
import { columnTypes } from './column-types.ts';
import {
  createTotalsTriggers,
  dropTotalsTriggers,
  type OrderTotals,
  type Rec,
} from './order-totals-triggers.ts';

/**
 * The administrator's area (issue 9).
 *
 * Running totals, kept by triggers on `commandes`, so every write path (checkout, the state
 * machine, payouts, seeds, the bench generator, test fixtures) keeps them right in the
 * transaction that changes the order:
 * - per business: its orders (any status) and Σ (total − frais) of its LIVREE ones; per courier:
 *   its LIVREE orders and their Σ total. The businesses and couriers tables sort on them.
 * - per day the orders were placed (Abidjan day, `dayOfSql`): orders, and the LIVREE ones' count,
 *   Σ total and Σ fee — the admin's money per the definitions of `@comoe/shared/admin-finance`,
 *   so the dashboard and finance totals read a few rows per day, never the month's orders. Each
 *   day is split in 16 parts by the order id's first hex digit: on PostgreSQL, simultaneous
 *   checkouts do not all wait on one row.
 * Only moves into or out of LIVREE, edits of a LIVREE order, and inserts and deletes touch them.
 *
 * Cities get a name key (case, accents and spaces folded, `villeNameKey`), unique, so two admins
 * creating 'Adiaké' and 'ADIAKE' at once cannot both succeed.
 *
 * Indexes: the LIVREE orders of a range (covering: total and fee in the index) for the finance
 * pages and the CSV; the payout status for the payouts screen; unread first for the inbox.
 */

type Dialect = 'sqlite' | 'postgres';
const livree = (rec: string, then: string) => `(CASE WHEN ${rec}.statut = 'LIVREE' THEN ${then} ELSE 0 END)`;

function dayKey(dialect: Dialect, rec: Rec): string {
  const part = dialect === 'postgres' ? 'strpos' : 'instr';
  return `jour = ${dayOfSql(dialect, `${rec}.created_at`)} AND part = ${part}('0123456789abcdef', substr(${rec}.id, 1, 1))`;
}

/** One order's part of the totals, added (+) or taken away (−). */
function totalsStatements(dialect: Dialect, sign: '+' | '-', rec: Rec): string[] {
  const statements = [
    `UPDATE entreprises SET commandes_total = commandes_total ${sign} 1,
       gains_totaux = gains_totaux ${sign} ${livree(rec, `${rec}.total - ${rec}.frais_livraison`)}
     WHERE id = ${rec}.entreprise_id`,
    `UPDATE livreurs SET courses_total = courses_total ${sign} 1, montant_livre = montant_livre ${sign} ${rec}.total
     WHERE ${rec}.statut = 'LIVREE' AND utilisateur_id = ${rec}.livreur_id`,
    `UPDATE commandes_par_jour SET commandes = commandes ${sign} 1,
       livrees = livrees ${sign} ${livree(rec, '1')},
       revenu = revenu ${sign} ${livree(rec, `${rec}.total`)},
       frais = frais ${sign} ${livree(rec, `${rec}.frais_livraison`)}
     WHERE ${dayKey(dialect, rec)}`,
  ];
  if (sign === '-') return statements;
  const part = dialect === 'postgres' ? 'strpos' : 'instr';
  const day = `${dayOfSql(dialect, 'NEW.created_at')}, ${part}('0123456789abcdef', substr(NEW.id, 1, 1))`;
  const insert =
    dialect === 'postgres'
      ? `INSERT INTO commandes_par_jour (jour, part) VALUES (${day}) ON CONFLICT DO NOTHING`
      : `INSERT OR IGNORE INTO commandes_par_jour (jour, part) VALUES (${day})`;
  return [insert, ...statements];
}

const totals = (dialect: Dialect): OrderTotals => ({
  name: 'commandes_totaux',
  statements: (sign, rec) => totalsStatements(dialect, sign, rec),
  updateColumns: 'statut, total, frais_livraison, livreur_id, entreprise_id, created_at',
  updateCondition: (distinct) => `((OLD.statut = 'LIVREE') <> (NEW.statut = 'LIVREE')
    OR OLD.entreprise_id <> NEW.entreprise_id OR OLD.created_at <> NEW.created_at
    OR (NEW.statut = 'LIVREE' AND (OLD.total <> NEW.total OR OLD.frais_livraison <> NEW.frais_livraison
      OR OLD.livreur_id ${distinct} NEW.livreur_id)))`,
});

async function runningTotals(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
  await db.schema
    .createTable('commandes_par_jour')
    .addColumn('jour', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('commandes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('livrees', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('revenu', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frais', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('commandes_par_jour_pk', ['jour', 'part'])
    .execute();

  // The orders already there, once; the triggers keep the totals from here on.
  await sql`update entreprises set
      commandes_total = (select count(*) from commandes c where c.entreprise_id = entreprises.id),
      gains_totaux = coalesce((select sum(c.total - c.frais_livraison) from commandes c
        where c.entreprise_id = entreprises.id and c.statut = 'LIVREE'), 0)`.execute(db);
  await sql`update livreurs set
      courses_total = (select count(*) from commandes c where c.livreur_id = livreurs.utilisateur_id and c.statut = 'LIVREE'),
      montant_livre = coalesce((select sum(c.total) from commandes c
        where c.livreur_id = livreurs.utilisateur_id and c.statut = 'LIVREE'), 0)`.execute(db);
  const part = dialect === 'postgres' ? 'strpos' : 'instr';
  await sql
    .raw(
      `insert into commandes_par_jour (jour, part, commandes, livrees, revenu, frais)
       select ${dayOfSql(dialect, 'created_at')}, ${part}('0123456789abcdef', substr(id, 1, 1)), count(*),
         sum(${livree('c', '1')}), sum(${livree('c', 'total')}), sum(${livree('c', 'frais_livraison')})
       from commandes c group by 1, 2`,
    )
    .execute(db);
  await createTotalsTriggers(db, dialect === 'postgres', totals(dialect));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await runningTotals(db, t.isPg ? 'postgres' : 'sqlite');

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
  await dropTotalsTriggers(db, t.isPg, 'commandes_totaux');
  await db.schema.dropTable('commandes_par_jour').execute();
  for (const column of ['montant_livre', 'courses_total']) {
    await db.schema.alterTable('livreurs').dropColumn(column).execute();
  }
  for (const column of ['gains_totaux', 'commandes_total']) {
    await db.schema.alterTable('entreprises').dropColumn(column).execute();
  }
}
