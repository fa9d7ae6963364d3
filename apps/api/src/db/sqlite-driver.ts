import Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** better-sqlite3 binds neither booleans nor dates; the PostgreSQL driver does. */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function bind(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(toSqliteValue);
}

/** Queries differ by their number of parameters (IN lists…): keep the most recent ones. */
const STATEMENT_CACHE_SIZE = 500;

export function openSqlite(file: string): { db: SqliteDatabase; raw: Database.Database } {
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // Kysely prepares each query anew; reusing statements by SQL text halves a small query's cost.
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string): Database.Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = raw.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  const db: SqliteDatabase = {
    close: () => {
      statements.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const stmt = prepared(sql);
      return {
        reader: stmt.reader,
        all: (parameters) => stmt.all(...bind(parameters)),
        run: (parameters) => {
          const r = stmt.run(...bind(parameters));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (parameters) => stmt.iterate(...bind(parameters)),
      };
    },
  };
  return { db, raw };
}
