import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-business-area.ts';
import * as m003 from './migrations/003-menu-names.ts';
import * as m004 from './migrations/004-courier-area.ts';
import * as m005 from './migrations/005-admin-area.ts';
import * as m006 from './migrations/006-essais-connexion.ts';
import * as m007 from './migrations/007-recherche-produits.ts';
import * as m008 from './migrations/008-operations-desk.ts';
import * as m009 from './migrations/009-courier-documents.ts';
import * as m010 from './migrations/010-admin-search.ts';
import * as m011 from './migrations/011-order-decisions.ts';
import * as m012 from './migrations/012-business-hours.ts';
import * as m013 from './migrations/013-product-options.ts';
import * as m014 from './migrations/014-menu-order-and-replies.ts';
import * as m015 from './migrations/015-courier-incidents.ts';
import * as m016 from './migrations/016-proof-uploads.ts';
import * as m017 from './migrations/017-courier-change-requests.ts';
import * as m018 from './migrations/018-usual-preparation-time.ts';
import * as m019 from './migrations/019-idempotency-every-move.ts';
import * as m020 from './migrations/020-transition-move.ts';
import * as m021 from './migrations/021-order-events-and-journal-targets.ts';

const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-business-area': m002,
  '003-menu-names': m003,
  '004-courier-area': m004,
  '005-admin-area': m005,
  '006-essais-connexion': m006,
  '007-recherche-produits': m007,
  '008-operations-desk': m008,
  '009-courier-documents': m009,
  '010-admin-search': m010,
  '011-order-decisions': m011,
  '012-business-hours': m012,
  '013-product-options': m013,
  '014-menu-order-and-replies': m014,
  '015-courier-incidents': m015,
  '016-proof-uploads': m016,
  '017-courier-change-requests': m017,
  '018-usual-preparation-time': m018,
  '019-idempotency-every-move': m019,
  '020-transition-move': m020,
  '021-order-events-and-journal-targets': m021,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Kysely sorts the names with localeCompare by default, which loads ICU's collation data
 * (2.5 MB more resident for the life of the process) to order ASCII names like `007-…`:
 * the code-unit order is the same for them.
 */
export const nameComparator = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * PostgreSQL's working schema. Kysely looks for its migration tables in every schema unless
 * told which one: another schema's tables (another app, a parallel test) would be taken for ours.
 */
async function currentPgSchema(db: Database): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    nameComparator,
    migrationTableSchema: await currentPgSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} a échoué`, { cause: error });
  }
}

/** The migrations this code knows that the database has not run yet (none: ready to serve). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    nameComparator,
    migrationTableSchema: await currentPgSchema(db),
  });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
