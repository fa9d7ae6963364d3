import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { COURIER_SHARE } from '@comoe/shared/admin-finance';
import { DELIVERED_STATUSES } from '@comoe/shared/commandes/statuses';
import type { Db, Dialect } from '../../db/database.ts';
import { dayOf } from '../../db/days.ts';
import type { DB } from '../../db/schema.ts';
import type { CourierDebtSortKey } from '@comoe/shared/schemas/courier-gains';

type C = ExpressionBuilder<DB & { c: DB['commandes'] }, 'c'>;

const PERCENT = Math.round(COURIER_SHARE * 100);

/**
 * What a delivery credits its courier: the credit written at delivery, or, for an order the
 * data holds without one, the same 15 % rounded to the franc in integer arithmetic.
 */
function credit(eb: C) {
  return eb.fn.coalesce(
    'c.gainLivreur',
    sql<number>`(${eb.ref('c.total')} * ${sql.lit(PERCENT)} + 50) / 100`,
  );
}
/**
 * The trips a courier is paid for: his deliveries, and the orders he brought back to their
 * business (issue 34 §1), which end cancelled with his credit written by the move.
 */
function paidTrip(eb: C) {
  return eb.or([
    eb('c.statut', 'in', DELIVERED_STATUSES),
    eb.and([eb('c.statut', '=', 'ANNULEE'), eb('c.gainLivreur', 'is not', null)]),
  ]);
}
/** When the trip ended: delivered, or (a return) when the order left its last status. */
const endedAt = sql<Date>`coalesce(${sql.ref('c.livreeAt')}, ${sql.ref('c.statutAt')})`;

/** The cash he collected: a cash order's total, once delivered (a return collects nothing). */
const cashOf = (eb: C) =>
  eb
    .case()
    .when(eb.and([eb('c.typePaiement', '=', 'ESPECES'), eb('c.statut', 'in', DELIVERED_STATUSES)]))
    .then(eb.ref('c.total'))
    .else(0)
    .end();

function delivered(db: Db, livreurId: number) {
  return db.selectFrom('commandes as c').where('c.livreurId', '=', livreurId).where(paidTrip);
}

/** What the orders he brought back since `since` credit him (issue 34 §1): his day's figures add it. */
export async function returnedCreditSince(db: Db, livreurId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('commandes as c')
    .where('c.livreurId', '=', livreurId)
    .where('c.statut', '=', 'ANNULEE')
    .where('c.gainLivreur', 'is not', null)
    .where('c.statutAt', '>=', since)
    .select((eb) => eb.fn.sum<number>('c.gainLivreur').as('gains'))
    .executeTakeFirstOrThrow();
  return Number(row.gains ?? 0);
}

/** Deliveries and earnings between two instants (by delivery time). */
export async function deliveredBetween(db: Db, livreurId: number, from: Date, to: Date) {
  const row = await delivered(db, livreurId)
    .where(endedAt, '>=', from)
    .where(endedAt, '<=', to)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(credit(eb)).as('gains')])
    .executeTakeFirstOrThrow();
  return { livraisons: Number(row.n), gains: Number(row.gains ?? 0) };
}

/** The same, one row a day that has deliveries. */
export async function deliveredPerDay(db: Db, dialect: Dialect, livreurId: number, from: Date, to: Date) {
  const day = dayOf(dialect, endedAt);
  const rows = await delivered(db, livreurId)
    .where(endedAt, '>=', from)
    .where(endedAt, '<=', to)
    .select((eb) => [
      day.as('jour'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(credit(eb)).as('gains'),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ jour: r.jour, livraisons: Number(r.n), gains: Number(r.gains ?? 0) }));
}

/** Each delivery between two instants, the latest first: its credit and the cash collected. */
export async function deliveriesBetween(db: Db, livreurId: number, from: Date, to: Date, limit: number) {
  const rows = await delivered(db, livreurId)
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .where(endedAt, '>=', from)
    .where(endedAt, '<=', to)
    .select((eb) => [
      'c.id',
      endedAt.as('livreeAt'),
      'c.typePaiement',
      'c.total',
      'c.versementLivreurId',
      'e.nom as entrepriseNom',
      credit(eb).as('gain'),
      cashOf(eb).as('especes'),
    ])
    .orderBy(endedAt, 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    commandeId: r.id,
    // Paid trips always carry when they ended.
    livreeAt: r.livreeAt ? new Date(r.livreeAt) : new Date(0),
    entrepriseNom: r.entrepriseNom,
    typePaiement: r.typePaiement,
    total: Number(r.total),
    gain: Number(r.gain),
    especes: Number(r.especes),
    verse: r.versementLivreurId !== null,
  }));
}

/** Still owed to the courier, and the cash he collected on those deliveries. */
export async function owedTo(db: Db, livreurId: number) {
  const row = await delivered(db, livreurId)
    .where('c.versementLivreurId', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(credit(eb)).as('du'),
      eb.fn.sum<number>(cashOf(eb)).as('especes'),
    ])
    .executeTakeFirstOrThrow();
  return { commandes: Number(row.n), du: Number(row.du ?? 0), especes: Number(row.especes ?? 0) };
}

export async function paidTo(db: Db, livreurId: number): Promise<number> {
  const row = await db
    .selectFrom('versementsLivreur')
    .select((eb) => eb.fn.sum<number>('montant').as('total'))
    .where('livreurId', '=', livreurId)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export function recentPayouts(db: Db, livreurId: number, limit: number) {
  return db
    .selectFrom('versementsLivreur')
    .select(['montant', 'commandes', 'reference', 'createdAt'])
    .where('livreurId', '=', livreurId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

function debts(db: Db, livreurId: number | undefined) {
  return db
    .selectFrom('commandes as c')
    .where(paidTrip)
    .where('c.versementLivreurId', 'is', null)
    .where('c.livreurId', 'is not', null)
    .$if(livreurId !== undefined, (qb) => qb.where('c.livreurId', '=', livreurId!));
}

type DebtSort = { key: CourierDebtSortKey; desc: boolean };

/** The aggregate each sortable column of the list is ordered by. */
function debtOrder(eb: C, key: CourierDebtSortKey) {
  switch (key) {
    case 'du':
      return eb.fn.sum<number>(credit(eb));
    case 'nom':
      // The joined account's name: outside the table this builder types.
      return sql<string>`${sql.ref('u.nom')}`;
    case 'commandes':
      return eb.fn.countAll<number>();
    case 'especesEncaissees':
      return eb.fn.sum<number>(cashOf(eb));
    case 'plusAncienne':
      return eb.fn.min(endedAt);
  }
}

/** What each courier is owed, all dates, in the order asked (the largest debt first by default). */
export async function courierDebts(
  db: Db,
  page: { limit: number; offset: number },
  sort: DebtSort = { key: 'du', desc: true },
  livreurId?: number,
) {
  const owed = (eb: C) => eb.fn.sum<number>(credit(eb));
  const dir = sort.desc ? 'desc' : 'asc';
  const rows = await debts(db, livreurId)
    .innerJoin('utilisateurs as u', 'u.id', 'c.livreurId')
    .leftJoin('villes as v', 'v.id', 'u.villeId')
    .select((eb) => [
      'u.id',
      'u.prenom',
      'u.nom',
      'u.telephone',
      'v.nom as ville',
      eb.fn.countAll<number>().as('n'),
      owed(eb).as('du'),
      eb.fn.sum<number>(cashOf(eb)).as('especes'),
      eb.fn.min(endedAt).as('plusAncienne'),
    ])
    .groupBy(['u.id', 'u.prenom', 'u.nom', 'u.telephone', 'v.nom'])
    .orderBy((eb) => debtOrder(eb, sort.key), dir)
    .$if(sort.key === 'nom', (qb) => qb.orderBy('u.prenom', dir))
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const all = await debts(db, livreurId)
    .select((eb) => [
      sql<number>`count(distinct ${eb.ref('c.livreurId')})`.as('livreurs'),
      eb.fn.sum<number>(credit(eb)).as('du'),
    ])
    .executeTakeFirstOrThrow();
  return { rows, couriers: Number(all.livreurs), totalDu: Number(all.du ?? 0) };
}

/**
 * Pays the courier everything owed up to now, in the caller's transaction: the payout row, then
 * one conditional update that takes only deliveries no payout settled yet. A payout made at the
 * same moment (another request, another process) finds them taken: `null`, nothing to pay.
 */
export async function payCourier(
  trx: Transaction<DB>,
  p: { livreurId: number; adminId: number; reference: string | null },
) {
  const { id } = await trx
    .insertInto('versementsLivreur')
    .values({ ...p, montant: 0, commandes: 0, createdAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settled = await trx
    .updateTable('commandes as c')
    .set({ versementLivreurId: id })
    .where('c.livreurId', '=', p.livreurId)
    .where(paidTrip)
    .where('c.versementLivreurId', 'is', null)
    .executeTakeFirst();
  if (Number(settled.numUpdatedRows) === 0) return null;
  // What it pays is what the deliveries it took credit, by the same rule as every figure here.
  const row = await trx
    .selectFrom('commandes as c')
    .where('c.livreurId', '=', p.livreurId)
    .where('c.versementLivreurId', '=', id)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(credit(eb)).as('montant')])
    .executeTakeFirstOrThrow();
  const montant = Number(row.montant ?? 0);
  const commandes = Number(row.n);
  await trx.updateTable('versementsLivreur').set({ montant, commandes }).where('id', '=', id).execute();
  return { id, montant, commandes };
}
