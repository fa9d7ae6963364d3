import type { ProblemType } from '@comoe/shared/commandes/incidents';
import type { Db } from '../../db/database.ts';
import type { NewIncidentLivraison } from '../../db/tables/incidents-livraison.table.ts';

export async function insertIncident(trx: Db, row: NewIncidentLivraison): Promise<void> {
  await trx.insertInto('incidentsLivraison').values(row).execute();
}

/** How many reports the order has, and how many of this type since `since`. */
export async function countIncidents(trx: Db, commandeId: string, type: ProblemType, since: Date) {
  const rows = await trx
    .selectFrom('incidentsLivraison')
    .select(['type', 'createdAt'])
    .where('commandeId', '=', commandeId)
    .execute();
  return {
    total: rows.length,
    sameRecently: rows.filter((r) => r.type === type && r.createdAt >= since).length,
  };
}

/** The latest report of each of these orders (none for an order without any). */
export async function latestIncidents(db: Db, commandeIds: readonly string[]) {
  const latest = new Map<string, { type: ProblemType; note: string | null; createdAt: Date }>();
  if (commandeIds.length === 0) return latest;
  const rows = await db
    .selectFrom('incidentsLivraison')
    .select(['commandeId', 'type', 'note', 'createdAt'])
    .where('commandeId', 'in', commandeIds)
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) if (!latest.has(r.commandeId)) latest.set(r.commandeId, r);
  return latest;
}

/** When this courier last reported a problem on the order, null if he never did. */
export async function lastReportBy(db: Db, commandeId: string, livreurId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('incidentsLivraison')
    .select('createdAt')
    .where('commandeId', '=', commandeId)
    .where('livreurId', '=', livreurId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.createdAt) : null;
}
