import type { ExpressionBuilder } from 'kysely';
import { MONEY_STATUS } from '@comoe/shared/admin-finance';
import type { PayoutStatus } from '@comoe/shared/enums';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Range } from './admin-reports.repository.ts';

type C = ExpressionBuilder<DB & { c: DB['commandes'] }, 'c'>;

export interface AdminOrdersFilter extends Range {
  statutPaiement?: PayoutStatus | undefined;
  entrepriseId?: number | undefined;
}

/**
 * The range's orders for the payouts screen: 'À verser' (EN_ATTENTE) are the LIVREE ones not
 * paid yet; 'Versés' (PAYE) are paid, hence LIVREE (said, so the payout-status index serves both).
 */
function filtered(db: Db, f: AdminOrdersFilter) {
  return db
    .selectFrom('commandes as c')
    .where('c.createdAt', '>=', startOfDay(f.from))
    .where('c.createdAt', '<=', endOfDay(f.to))
    .$if(f.statutPaiement !== undefined, (qb) =>
      qb.where('c.statutPaiementEntreprise', '=', f.statutPaiement!).where('c.statut', '=', MONEY_STATUS),
    )
    .$if(f.entrepriseId !== undefined, (qb) => qb.where('c.entrepriseId', '=', f.entrepriseId!));
}

function adminOrderRows(q: ReturnType<typeof filtered>) {
  return q
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .leftJoin('comptesVersement as v', 'v.entrepriseId', 'c.entrepriseId')
    .select([
      'c.id',
      'c.statut',
      'c.statutPaiementEntreprise',
      'c.total',
      'c.fraisLivraison',
      'c.entrepriseId',
      'e.nom as entrepriseNom',
      'v.paymentNumber',
      'v.paymentMethod',
      'c.methodePaiementEntreprise',
      'c.createdAt',
      'c.payeAt',
      'c.referencePaiement',
    ]);
}

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof adminOrderRows>['execute']>>[number];

export function listAdminOrders(db: Db, f: AdminOrdersFilter, page: { limit: number; offset: number }) {
  return adminOrderRows(filtered(db, f))
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAdminOrders(db: Db, f: AdminOrdersFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function adminOrderById(db: Db, id: string) {
  return adminOrderRows(db.selectFrom('commandes as c')).where('c.id', '=', id).executeTakeFirst();
}

const owed = (eb: C) => eb('c.total', '-', eb.ref('c.fraisLivraison'));

/** One row per business with what the range's orders of this payout status come to. */
export function payoutGroups(
  db: Db,
  f: AdminOrdersFilter & { statutPaiement: PayoutStatus },
  page: { limit: number; offset: number },
) {
  return filtered(db, f)
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .leftJoin('comptesVersement as v', 'v.entrepriseId', 'c.entrepriseId')
    .select((eb) => [
      'c.entrepriseId',
      'e.nom as entrepriseNom',
      'v.paymentNumber',
      'v.paymentMethod',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(owed(eb)).as('montant'),
    ])
    .groupBy(['c.entrepriseId', 'e.nom', 'v.paymentNumber', 'v.paymentMethod'])
    .orderBy('montant', 'desc')
    .orderBy('c.entrepriseId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function payoutGroupTotals(db: Db, f: AdminOrdersFilter & { statutPaiement: PayoutStatus }) {
  return filtered(db, f)
    .select((eb) => [
      eb.fn.count<number>('c.entrepriseId').distinct().as('entreprises'),
      eb.fn.sum<number>(owed(eb)).as('montant'),
    ])
    .executeTakeFirstOrThrow();
}

/** Every order still owed to its business, all dates: how many, to how many, how much, since when. */
export async function unpaidTotals(db: Db) {
  const row = await db
    .selectFrom('commandes as c')
    .where('c.statutPaiementEntreprise', '=', 'EN_ATTENTE')
    .where('c.statut', '=', MONEY_STATUS)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('c.entrepriseId').distinct().as('entreprises'),
      eb.fn.sum<number | string | null>(owed(eb)).as('montant'),
      // Ends in 'At': SQLite's ISO text comes back as a Date, as PostgreSQL's timestamp does.
      eb.fn.min('c.createdAt').as('oldestAt'),
    ])
    .executeTakeFirstOrThrow();
  return {
    nombreCommandes: Number(row.n),
    nombreEntreprises: Number(row.entreprises),
    montant: Number(row.montant ?? 0),
    oldestAt: row.oldestAt === null ? null : new Date(row.oldestAt),
  };
}

/**
 * Pays these orders, each only if it is still LIVREE, not paid and its business has a payout
 * account: one conditional update, so two admins (or two processes) paying the same order
 * at once never both win. Records the account's method at this moment. Answers the rows paid.
 */
export function payOrders(trx: Db, ids: readonly string[], reference: string | null, at: Date) {
  const account = (eb: ExpressionBuilder<DB, 'commandes'>) =>
    eb.selectFrom('comptesVersement as v').whereRef('v.entrepriseId', '=', 'commandes.entrepriseId');
  return trx
    .updateTable('commandes')
    .set((eb) => ({
      statutPaiementEntreprise: 'PAYE',
      payeAt: at,
      referencePaiement: reference,
      methodePaiementEntreprise: account(eb).select('v.paymentMethod'),
      updatedAt: at,
    }))
    .where('id', 'in', ids)
    .where('statut', '=', MONEY_STATUS)
    .where('statutPaiementEntreprise', '=', 'EN_ATTENTE')
    .where((eb) => eb.exists(account(eb).select('v.entrepriseId')))
    .returning(['id', 'entrepriseId', 'total', 'fraisLivraison'])
    .execute();
}

/** Where these orders stand, to say why a payout was refused. */
export async function payoutStates(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('commandes as c')
    .leftJoin('comptesVersement as v', 'v.entrepriseId', 'c.entrepriseId')
    .select(['c.id', 'c.statut', 'c.statutPaiementEntreprise', 'v.entrepriseId as compte'])
    .where('c.id', 'in', ids)
    .execute();
}
