import { sql, type Expression, type SqlBool } from 'kysely';
import { PHONE_LENGTH } from '@comoe/shared/phone';
import { adminSearchTerms } from '@comoe/shared/search-text';

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

/**
 * Whether every term of an admin search (`adminSearchTerms`, already folded) is in one of these
 * folded key columns (`cle_recherche`, migration 010) or, as is, in one of the plain ones
 * (e.g. a matricule). No terms: every row.
 */
export function matchesSearchKey(
  keyColumns: readonly string[],
  terms: readonly string[],
  plainColumns: readonly string[] = [],
): Expression<SqlBool> {
  const each = terms.map((term) => {
    const pattern = likePattern(term);
    const tests = [
      ...keyColumns.map((c) => sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '\\'`),
      ...plainColumns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    ];
    return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
  });
  return each.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/**
 * The first string above every one that starts with `prefix`, its characters taken in this
 * order ('0729' → '073' in decimal digits); none when every character is the last ('99'): a
 * prefix search becomes a range its index answers.
 */
export function prefixEnd(prefix: string, alphabet = '0123456789'): string | null {
  for (let i = prefix.length - 1; i >= 0; i -= 1) {
    const next = alphabet[alphabet.indexOf(prefix[i]!) + 1];
    if (next) return prefix.slice(0, i) + next;
  }
  return null;
}

/**
 * The admin's search box (issue 20 §3) over a list of people or businesses. A whole phone
 * ('07 22 00 00 01') is a range on the phone columns, which their indexes answer; anything else,
 * a few digits among them, is found anywhere in the folded keys (`matchesSearchKey`).
 */
export function adminSearch(
  q: string,
  columns: { keys: readonly string[]; phones: readonly string[]; plain?: readonly string[] },
): Expression<SqlBool> {
  const terms = adminSearchTerms(q);
  const [digits] = terms;
  if (terms.length !== 1 || !digits || !/^\d+$/.test(digits) || digits.length < PHONE_LENGTH) {
    return matchesSearchKey(columns.keys, terms, columns.plain);
  }
  const end = prefixEnd(digits);
  const tests = [
    ...columns.phones.map((c) =>
      end === null
        ? sql<SqlBool>`${sql.ref(c)} >= ${digits}`
        : sql<SqlBool>`(${sql.ref(c)} >= ${digits} and ${sql.ref(c)} < ${end})`,
    ),
    ...(columns.plain ?? []).map(
      (c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${likePattern(digits)} escape '\\'`,
    ),
  ];
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
