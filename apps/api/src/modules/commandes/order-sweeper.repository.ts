import type { OrderStatus } from '@comoe/shared/enums';
import type { Db, Dialect } from '../../db/database.ts';

/** Orders in this status since `before` or earlier, the longest waiting first. */
export async function ordersWaitingSince(
  db: Db,
  statuts: readonly OrderStatus[],
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('commandes')
    .select('id')
    .where('statut', 'in', statuts)
    .where('statutAt', '<=', before)
    .orderBy('statutAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Marks a step done on the orders waiting since `before` that have not had it yet, and answers
 * the rows THIS call marked. The `… IS NULL` condition is checked again on the row being written
 * (PostgreSQL re-reads a row another transaction just changed; SQLite writes one at a time), so
 * with any number of processes sweeping at once each order is claimed by exactly one of them.
 * On PostgreSQL, rows another sweeper is claiming are skipped rather than waited for: no sweeper
 * waits on another, and two can never lock the same rows in opposite orders (a deadlock).
 */
export function claimWaitingOrders(
  trx: Db,
  dialect: Dialect,
  step: { statuts: readonly OrderStatus[]; mark: 'rappelAt' | 'alerteLivreurAt' },
  before: Date,
  at: Date,
  limit: number,
) {
  const { statuts, mark } = step;
  return trx
    .updateTable('commandes')
    .set(mark === 'rappelAt' ? { rappelAt: at } : { alerteLivreurAt: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('commandes')
        .select('id')
        .where('statut', 'in', statuts)
        .where('statutAt', '<=', before)
        .where(mark, 'is', null)
        .orderBy('statutAt')
        .limit(limit)
        .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
    )
    .where('statut', 'in', statuts)
    .where(mark, 'is', null)
    .returning(['id', 'entrepriseId'])
    .execute();
}
