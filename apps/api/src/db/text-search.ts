import { sql, type Expression, type SqlBool } from 'kysely';

/** `%`, `_` and the escape character itself match literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether any of these text columns contains `text`, ignoring ASCII case, the same on both
 * stores (PostgreSQL's LIKE is case-sensitive, SQLite's is not). Null columns never match.
 */
export function containsText(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = likePattern(text.toLowerCase());
  const tests = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
