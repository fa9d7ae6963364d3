import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';
import { addFoldedColumn, dropFoldedColumn, type FoldedColumn } from './folded-column.ts';
import {
  createTotalsTriggers,
  dropTotalsTriggers,
  type OrderTotals,
  type Rec,
} from './order-totals-triggers.ts';

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
const SEARCH_KEYS: FoldedColumn[] = [
  {
    table: 'utilisateurs',
    column: 'cle_recherche',
    lowered: sql<string>`lower(prenom || ' ' || nom || ' ' || coalesce(email, '') || ' ' || telephone)`,
    sources: 'prenom, nom, email, telephone',
  },
  {
    table: 'entreprises',
    column: 'cle_recherche',
    lowered: sql<string>`lower(nom || ' ' || coalesce(telephone, ''))`,
    sources: 'nom, telephone',
  },
];

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

const CLIENT_TOTALS: OrderTotals = {
  name: 'commandes_client_totaux',
  statements: clientStatements,
  updateColumns: 'statut, total, client_id, created_at',
  updateCondition: (distinct) => `((OLD.statut = 'LIVREE') <> (NEW.statut = 'LIVREE')
    OR OLD.client_id <> NEW.client_id OR OLD.created_at ${distinct} NEW.created_at
    OR (NEW.statut = 'LIVREE' AND OLD.total <> NEW.total))`,
};

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
  await createTotalsTriggers(db, isPg, CLIENT_TOTALS);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const key of SEARCH_KEYS) await addFoldedColumn(db, t.isPg, key);
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
  await dropTotalsTriggers(db, t.isPg, CLIENT_TOTALS.name);
  for (const column of ['derniere_commande_at', 'depense_client', 'commandes_client']) {
    await db.schema.alterTable('utilisateurs').dropColumn(column).execute();
  }
  for (const key of SEARCH_KEYS) await dropFoldedColumn(db, t.isPg, key);
}
