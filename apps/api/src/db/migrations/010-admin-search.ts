import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_FOLDS } from '@comoe/shared/search-text';
import { columnTypes } from './column-types.ts';

/**
 * Admin search and the clients table (issue 20 §3).
 *
 * Search key: each account and each business keeps its name, e-mail and phone folded (lowercase,
 * no accents, as `foldSearchText` of @comoe/shared/search-text) in `cle_recherche`, so that
 * 'ÉLÉONORE', 'eleonore' and 'Eléonore' find the same person on both stores (SQLite's `lower`
 * leaves accented capitals as they are and neither store unaccents by default). As migration 007
 * for products, the database keeps it whoever writes (sign-up, profile, admin forms, seeds,
 * factories): a stored generated column on PostgreSQL; a column and triggers on SQLite.
 *
 * Clients' totals: orders placed (any status), Σ total of the delivered ones and the last order's
 * time, kept by triggers on `commandes` as migration 005 keeps the couriers', so the clients
 * table sorts on them without reading the orders.
 */
const FOLDS_PER_STEP = 8;
const steps: (readonly (readonly [string, string])[])[] = [];
for (let i = 0; i < SEARCH_FOLDS.length; i += FOLDS_PER_STEP)
  steps.push(SEARCH_FOLDS.slice(i, i + FOLDS_PER_STEP));

function folding(
  expr: RawBuilder<string>,
  folds: readonly (readonly [string, string])[],
): RawBuilder<string> {
  for (const [from, to] of folds) expr = sql`replace(${expr}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return expr;
}

type Keyed = { table: string; lowered: RawBuilder<string>; columns: string };
const KEYED: Keyed[] = [
  {
    table: 'utilisateurs',
    lowered: sql<string>`lower(prenom || ' ' || nom || ' ' || coalesce(email, '') || ' ' || telephone)`,
    columns: 'prenom, nom, email, telephone',
  },
  {
    table: 'entreprises',
    lowered: sql<string>`lower(nom || ' ' || coalesce(telephone, ''))`,
    columns: 'nom, telephone',
  },
];

/** SQLite: the statements that fold `cle_recherche` for the rows `where` selects, a few folds at a time. */
function sqliteFolds(k: Keyed, where: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const table = sql.table(k.table);
  return [
    sql`update ${table} set cle_recherche = ${k.lowered} where ${where}`,
    ...steps.map(
      (folds) =>
        sql`update ${table} set cle_recherche = ${folding(sql`cle_recherche`, folds)} where ${where}`,
    ),
  ];
}

async function searchKeys(db: Kysely<unknown>, isPg: boolean): Promise<void> {
  for (const k of KEYED) {
    const table = sql.table(k.table);
    if (isPg) {
      const all = folding(k.lowered, SEARCH_FOLDS);
      await sql`alter table ${table} add column cle_recherche text generated always as (${all}) stored`.execute(
        db,
      );
      continue;
    }
    await sql`alter table ${table} add column cle_recherche text`.execute(db);
    for (const statement of sqliteFolds(k, sql`1 = 1`)) await statement.execute(db);
    const body = sql.join(
      sqliteFolds(k, sql`id = new.id`).map((s) => sql`${s};`),
      sql` `,
    );
    const name = (op: string) => sql.raw(`${k.table}_cle_recherche_${op}`);
    await sql`create trigger ${name('insert')} after insert on ${table} begin ${body} end`.execute(db);
    await sql`create trigger ${name('update')} after update of ${sql.raw(k.columns)} on ${table} begin ${body} end`.execute(
      db,
    );
  }
}

type Rec = 'NEW' | 'OLD';
const livree = (rec: Rec) => `(CASE WHEN ${rec}.statut = 'LIVREE' THEN ${rec}.total ELSE 0 END)`;

/** One order's part of its client's totals, added (+) or taken away (−). */
function clientStatements(sign: '+' | '-', rec: Rec): string[] {
  const last =
    sign === '+'
      ? `CASE WHEN derniere_commande_at IS NULL OR derniere_commande_at < NEW.created_at
           THEN NEW.created_at ELSE derniere_commande_at END`
      : `(SELECT max(c.created_at) FROM commandes c WHERE c.client_id = OLD.client_id)`;
  return [
    `UPDATE utilisateurs SET commandes_client = commandes_client ${sign} 1,
       depense_client = depense_client ${sign} ${livree(rec)}, derniere_commande_at = ${last}
     WHERE id = ${rec}.client_id`,
  ];
}

const UPDATE_COLUMNS = 'statut, total, client_id, created_at';
function updateCondition(distinct: string): string {
  return `((OLD.statut = 'LIVREE') <> (NEW.statut = 'LIVREE') OR OLD.client_id <> NEW.client_id
    OR OLD.created_at ${distinct} NEW.created_at OR (NEW.statut = 'LIVREE' AND OLD.total <> NEW.total))`;
}
const body = (list: string[]) => list.map((s) => `${s};`).join('\n');

async function clientTotals(db: Kysely<unknown>, isPg: boolean, timestamp: string): Promise<void> {
  for (const column of ['commandes_client', 'depense_client']) {
    await db.schema
      .alterTable('utilisateurs')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`alter table utilisateurs add column derniere_commande_at ${sql.raw(timestamp)}`.execute(db);
  await sql`update utilisateurs set
      commandes_client = (select count(*) from commandes c where c.client_id = utilisateurs.id),
      depense_client = coalesce((select sum(c.total) from commandes c
        where c.client_id = utilisateurs.id and c.statut = 'LIVREE'), 0),
      derniere_commande_at = (select max(c.created_at) from commandes c where c.client_id = utilisateurs.id)
    where role = 'CLIENT'`.execute(db);
  // The update's "take away" reads the orders left, so it runs after the row has changed.
  const change = [...clientStatements('-', 'OLD'), ...clientStatements('+', 'NEW')];
  if (isPg) {
    await sql
      .raw(
        `CREATE FUNCTION commandes_client_totaux() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          ${body(clientStatements('-', 'OLD'))}
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          ${body(clientStatements('+', 'NEW'))}
        END IF;
        RETURN NULL;
      END $$`,
      )
      .execute(db);
    for (const op of ['insert', 'delete']) {
      await sql
        .raw(
          `CREATE TRIGGER commandes_client_totaux_${op} AFTER ${op.toUpperCase()} ON commandes
          FOR EACH ROW EXECUTE FUNCTION commandes_client_totaux()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `CREATE TRIGGER commandes_client_totaux_update AFTER UPDATE OF ${UPDATE_COLUMNS} ON commandes
        FOR EACH ROW WHEN ${updateCondition('IS DISTINCT FROM')} EXECUTE FUNCTION commandes_client_totaux()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER commandes_client_totaux_insert AFTER INSERT ON commandes BEGIN
      ${body(clientStatements('+', 'NEW'))}
    END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER commandes_client_totaux_update AFTER UPDATE OF ${UPDATE_COLUMNS} ON commandes
      WHEN ${updateCondition('IS NOT')} BEGIN
      ${body(change)}
    END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER commandes_client_totaux_delete AFTER DELETE ON commandes BEGIN
      ${body(clientStatements('-', 'OLD'))}
    END`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await searchKeys(db, t.isPg);
  await clientTotals(db, t.isPg, t.timestamp);
  // The clients table: newest first by default, and its sorts by figures, per role.
  await db.schema
    .createIndex('utilisateurs_role_depense')
    .on('utilisateurs')
    .columns(['role', 'depense_client'])
    .execute();
  await db.schema
    .createIndex('utilisateurs_role_derniere_commande')
    .on('utilisateurs')
    .columns(['role', 'derniere_commande_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropIndex('utilisateurs_role_derniere_commande').execute();
  await db.schema.dropIndex('utilisateurs_role_depense').execute();
  for (const op of ['insert', 'update', 'delete']) {
    await sql
      .raw(`DROP TRIGGER IF EXISTS commandes_client_totaux_${op}${t.isPg ? ' ON commandes' : ''}`)
      .execute(db);
  }
  if (t.isPg) await sql`DROP FUNCTION IF EXISTS commandes_client_totaux()`.execute(db);
  for (const column of ['derniere_commande_at', 'depense_client', 'commandes_client']) {
    await db.schema.alterTable('utilisateurs').dropColumn(column).execute();
  }
  for (const k of KEYED) {
    if (!t.isPg) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${k.table}_cle_recherche_insert`).execute(db);
      await sql.raw(`DROP TRIGGER IF EXISTS ${k.table}_cle_recherche_update`).execute(db);
    }
    await db.schema.alterTable(k.table).dropColumn('cle_recherche').execute();
  }
}
