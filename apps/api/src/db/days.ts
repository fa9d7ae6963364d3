import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * The Abidjan day (UTC) of a timestamp as 'yyyy-MM-dd', the same on both stores: SQLite stores
 * ISO-8601 UTC text; PostgreSQL a timestamptz, read in UTC whatever the session's time zone.
 * As SQL text around a column's SQL (`NEW.created_at` in a trigger).
 */
export function dayOfSql(dialect: Dialect, columnSql: string): string {
  return dialect === 'postgres'
    ? `to_char(${columnSql} at time zone 'UTC', 'YYYY-MM-DD')`
    : `substr(${columnSql}, 1, 10)`;
}

/** The same for a column of a query (`c.createdAt`), or an expression of its columns. */
export function dayOf(dialect: Dialect, column: string | RawBuilder<unknown>): RawBuilder<string> {
  const [before, after] = dayOfSql(dialect, '\u0000').split('\u0000');
  const value = typeof column === 'string' ? sql.ref(column) : column;
  return sql<string>`${sql.raw(before!)}${value}${sql.raw(after!)}`;
}
