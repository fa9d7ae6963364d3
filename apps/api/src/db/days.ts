import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * The Abidjan day (UTC) of a timestamp column as 'yyyy-MM-dd', the same on both stores: SQLite
 * stores ISO-8601 UTC text; PostgreSQL a timestamptz, read in UTC whatever the session's time zone.
 */
export function dayOf(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
