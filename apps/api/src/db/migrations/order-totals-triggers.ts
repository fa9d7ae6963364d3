import { sql, type Kysely } from 'kysely';

export type Rec = 'NEW' | 'OLD';

/**
 * Running totals kept by triggers on `commandes` (migrations 005 and 010): every write path keeps
 * them right in the transaction that changes the order.
 */
export interface OrderTotals {
  /** The PostgreSQL function's name, and the triggers' name before `_insert`, `_update`, `_delete`. */
  name: string;
  /** One order's part of the totals, added (+, NEW) or taken away (−, OLD). */
  statements: (sign: '+' | '-', rec: Rec) => string[];
  /** The columns whose update may change the totals. */
  updateColumns: string;
  /** When an update changes the totals; `distinct` compares two values that may be null. */
  updateCondition: (distinct: string) => string;
}

const body = (list: string[]) => list.map((s) => `${s};`).join('\n');

/**
 * SQLite: an update takes the old row's part away, then adds the new one's (the "take away" may
 * read the orders left, so it runs after the row has changed).
 */
async function createSqliteTriggers(db: Kysely<unknown>, totals: OrderTotals): Promise<void> {
  const { name, statements } = totals;
  const triggers = [
    { op: 'insert', event: 'INSERT', list: statements('+', 'NEW') },
    {
      op: 'update',
      event: `UPDATE OF ${totals.updateColumns}`,
      when: totals.updateCondition('IS NOT'),
      list: [...statements('-', 'OLD'), ...statements('+', 'NEW')],
    },
    { op: 'delete', event: 'DELETE', list: statements('-', 'OLD') },
  ];
  for (const { op, event, when, list } of triggers) {
    await sql
      .raw(
        `CREATE TRIGGER ${name}_${op} AFTER ${event} ON commandes ${when ? `WHEN ${when}` : ''} BEGIN
        ${body(list)}
      END`,
      )
      .execute(db);
  }
}

/** PostgreSQL: one plpgsql function, called after each row's insert, delete or telling update. */
async function createPgTriggers(db: Kysely<unknown>, totals: OrderTotals): Promise<void> {
  const { name, statements } = totals;
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${body(statements('-', 'OLD'))}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        ${body(statements('+', 'NEW'))}
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  for (const op of ['insert', 'delete']) {
    await sql
      .raw(
        `CREATE TRIGGER ${name}_${op} AFTER ${op.toUpperCase()} ON commandes
        FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${totals.updateColumns} ON commandes
      FOR EACH ROW WHEN ${totals.updateCondition('IS DISTINCT FROM')} EXECUTE FUNCTION ${name}()`,
    )
    .execute(db);
}

export async function createTotalsTriggers(
  db: Kysely<unknown>,
  isPg: boolean,
  totals: OrderTotals,
): Promise<void> {
  if (isPg) await createPgTriggers(db, totals);
  else await createSqliteTriggers(db, totals);
}

export async function dropTotalsTriggers(db: Kysely<unknown>, isPg: boolean, name: string): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}_${op}${isPg ? ' ON commandes' : ''}`).execute(db);
  }
  if (isPg) await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
}
