import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Column types that differ between SQLite and PostgreSQL, chosen once per migration. */
export interface ColumnTypes {
  id: 'integer' | 'serial';
  bool: 'integer' | 'boolean';
  timestamp: 'text' | 'timestamptz';
  real: 'real' | 'double precision';
  now: RawBuilder<unknown>;
  isPg: boolean;
}

export function columnTypes(db: Kysely<unknown>): ColumnTypes {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    id: isPg ? 'serial' : 'integer',
    bool: isPg ? 'boolean' : 'integer',
    timestamp: isPg ? 'timestamptz' : 'text',
    real: isPg ? 'double precision' : 'real',
    now: isPg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    isPg,
  };
}

export function boolDefault(t: ColumnTypes, value: boolean): RawBuilder<unknown> {
  return t.isPg ? sql.raw(value ? 'true' : 'false') : sql.raw(value ? '1' : '0');
}
