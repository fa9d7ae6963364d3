import { MONEY_STATUS } from '@comoe/shared/admin-finance';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ordersNewestAfter, type OrderKey } from '../../db/order-keyset.ts';
import type { DB } from '../../db/schema.ts';
import type { FinanceSortKey } from '@comoe/shared/schemas/admin';

/** A checked, resolved range: whole days (packages/shared periods.ts). */
export interface Range {
  from: string;
  to: string;
}

/** Orders placed in the range, any status (the date index). */
function placed(db: Database, range: Range) {
  return db
    .selectFrom('commandes as c')
    .where('c.createdAt', '>=', startOfDay(range.from))
    .where('c.createdAt', '<=', endOfDay(range.to));
}

/** The range's orders that count as money (the covering index on statut, date, total, fee). */
function delivered(db: Database, range: Range) {
  return placed(db, range).where('c.statut', '=', MONEY_STATUS);
}

/** The range's rows of the daily totals the triggers keep (migration 005), a few rows per day. */
function daysOf(db: Database, range: Range) {
  return db.selectFrom('commandesParJour').where('jour', '>=', range.from).where('jour', '<=', range.to);
}

/** How many orders were placed, and the count, Σ total and Σ fee of the LIVREE ones. */
function sums(eb: ExpressionBuilder<DB, 'commandesParJour'>) {
  return [
    eb.fn.sum<number>('commandes').as('commandes'),
    eb.fn.sum<number>('livrees').as('livrees'),
    eb.fn.sum<number>('revenu').as('revenu'),
    eb.fn.sum<number>('frais').as('frais'),
  ];
}

/** Per day of the range that had orders: its `sums`. */
export function totalsPerDay(db: Database, range: Range) {
  return daysOf(db, range)
    .select((eb) => ['jour', ...sums(eb)])
    .groupBy('jour')
    .execute();
}

/** The same over the whole range. */
export function rangeTotals(db: Database, range: Range) {
  return daysOf(db, range).select(sums).executeTakeFirstOrThrow();
}

/** The range's newest orders with who ordered from whom. */
export function recentOrders(db: Database, range: Range, limit: number) {
  return placed(db, range)
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .select(['c.id', 'c.total', 'c.statut', 'c.createdAt', 'u.prenom', 'u.nom', 'e.nom as entrepriseNom'])
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** Accounts per role, all time (the role index). */
export async function accountsByRole(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('utilisateurs')
    .select((eb) => ['role', eb.fn.countAll<number>().as('n')])
    .groupBy('role')
    .execute();
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

function financeBase(db: Database, range: Range) {
  return delivered(db, range)
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .select([
      'c.id',
      'c.total',
      'c.fraisLivraison',
      'c.createdAt',
      'u.prenom',
      'u.nom',
      'e.nom as entrepriseNom',
    ]);
}

/** The report's columns, as the query sorts them; the order id breaks ties, the page stays stable. */
const FINANCE_ORDER = {
  dateCommande: 'c.createdAt',
  entreprise: 'e.nom',
  total: 'c.total',
  fraisLivraison: 'c.fraisLivraison',
} as const satisfies Record<FinanceSortKey, string>;

const NEWEST_FIRST = { key: 'dateCommande', desc: true } as const;

export type FinanceRow = Awaited<ReturnType<ReturnType<typeof financeBase>['execute']>>[number];

/** One page of the range's delivered orders, sorted by a column of the report (newest first by default). */
export function financeRows(
  db: Database,
  range: Range,
  page: { limit: number; offset: number },
  sort: { key: FinanceSortKey; desc: boolean } = NEWEST_FIRST,
) {
  const dir = sort.desc ? 'desc' : 'asc';
  return financeBase(db, range)
    .orderBy(FINANCE_ORDER[sort.key], dir)
    .orderBy('c.id', dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * The next `limit` delivered orders after `after` (newest first): the CSV export walks the
 * range by keys, one short query at a time, never holding the connection between two.
 */
export function financeRowsAfter(db: Database, range: Range, after: OrderKey | null, limit: number) {
  return financeBase(db, range)
    .$call((qb) => ordersNewestAfter(qb, after, limit))
    .execute();
}
