import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_FOLDS } from '@comoe/shared/search-text';

/**
 * A column that keeps some text folded for search (lowercase, no accents, as `foldSearchText` of
 * @comoe/shared/search-text), written by the database whoever writes the row (migrations 007 and
 * 010): a stored generated column on PostgreSQL; on SQLite (whose ALTER TABLE cannot add a stored
 * one) a plain column and two triggers, `<table>_<column>_insert` and `<table>_<column>_update`.
 */
export interface FoldedColumn {
  table: string;
  column: string;
  /** The text to fold, already lowered: its source columns joined. */
  lowered: RawBuilder<string>;
  /** The source columns, whose update folds the text again on SQLite. */
  sources: string;
}

/** At most this many nested `replace` calls per statement: SQLite's parser stack is small. */
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

/** SQLite: the statements that fold the column for the rows `where` selects, a few folds at a time. */
function sqliteFolds(c: FoldedColumn, where: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const table = sql.table(c.table);
  const column = sql<string>`${sql.ref(c.column)}`;
  return [
    sql`update ${table} set ${column} = ${c.lowered} where ${where}`,
    ...steps.map((folds) => sql`update ${table} set ${column} = ${folding(column, folds)} where ${where}`),
  ];
}

const triggerName = (c: FoldedColumn, op: 'insert' | 'update') => sql.raw(`${c.table}_${c.column}_${op}`);

export async function addFoldedColumn(db: Kysely<unknown>, isPg: boolean, c: FoldedColumn): Promise<void> {
  const table = sql.table(c.table);
  const column = sql.ref(c.column);
  if (isPg) {
    const all = folding(c.lowered, SEARCH_FOLDS);
    await sql`alter table ${table} add column ${column} text generated always as (${all}) stored`.execute(db);
    return;
  }
  await sql`alter table ${table} add column ${column} text`.execute(db);
  for (const statement of sqliteFolds(c, sql`1 = 1`)) await statement.execute(db);
  const body = sql.join(
    sqliteFolds(c, sql`id = new.id`).map((s) => sql`${s};`),
    sql` `,
  );
  await sql`create trigger ${triggerName(c, 'insert')} after insert on ${table} begin ${body} end`.execute(
    db,
  );
  await sql`create trigger ${triggerName(c, 'update')} after update of ${sql.raw(c.sources)} on ${table} begin ${body} end`.execute(
    db,
  );
}

export async function dropFoldedColumn(db: Kysely<unknown>, isPg: boolean, c: FoldedColumn): Promise<void> {
  if (!isPg) {
    for (const op of ['insert', 'update'] as const) {
      await sql`drop trigger if exists ${triggerName(c, op)}`.execute(db);
    }
  }
  await db.schema.alterTable(c.table).dropColumn(c.column).execute();
}
