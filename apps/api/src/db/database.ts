import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type Pg from 'pg';
import { lazyModule } from '../lib/lazy-module.ts';
import type { DB } from './schema.ts';
import { openSqlite } from './sqlite-driver.ts';
import { SqliteResultTypesPlugin } from './result-types.plugin.ts';

export type Database = Kysely<DB>;
/** What a repository runs its queries on: the database, or a transaction its caller opened. */
export type Db = Database | Transaction<DB>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  close: () => Promise<void>;
}

const loadPg = lazyModule<typeof Pg>('pg');

/** The PostgreSQL client, loaded when a database URL is given. */
function pgClient(): typeof Pg {
  const pg = loadPg();
  // PostgreSQL sends bigints (count) and numerics (avg) as text, and DATE as a local Date:
  // read them as SQLite gives them, numbers and 'yyyy-MM-dd' text.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  return pg;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests use one per run). */
  pgSchema?: string;
  sqliteFile?: string;
}

export function createDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new (pgClient().Pool)({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { db: sqlite } = openSqlite(opts.sqliteFile ?? join(opts.dataDir, 'comoe.sqlite'));
  // CamelCase first: the types plugin reads camelCase keys.
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin(), new SqliteResultTypesPlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
