import { FINISHED_STATUSES, MISSION_IN_PROGRESS_STATUSES } from '@comoe/shared/commandes/statuses';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { dayOf } from '../../db/days.ts';
import type { OrderStatus } from '@comoe/shared/enums';
import { BUSINESS_STATUS_FILTERS } from '@comoe/shared/commandes/statuses';
import { type LIVRAISON_ETATS } from '@comoe/shared/schemas/entreprise-reports';
import { endOfDay, startOfDay, type DayRange } from '@comoe/shared/periods';
import type { Database, Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { businessOrderRows, type OrdersFrom } from './order-views.repository.ts';

type LivraisonEtat = (typeof LIVRAISON_ETATS)[number];

type C = ExpressionBuilder<DB & { c: DB['commandes'] }, 'c'>;

/** The orders of one business placed in the range (whole days, packages/shared periods). */
export function placed(db: Database, entrepriseId: number, range: DayRange) {
  return db
    .selectFrom('commandes as c')
    .where('c.entrepriseId', '=', entrepriseId)
    .$if(range.from !== undefined, (qb) => qb.where('c.createdAt', '>=', startOfDay(range.from!)))
    .$if(range.to !== undefined, (qb) => qb.where('c.createdAt', '<=', endOfDay(range.to!)));
}

/** What the business is owed for an order once delivered: total − fraisLivraison (design §2). */
const owed = (eb: C) => eb('c.total', '-', eb.ref('c.fraisLivraison'));
const ownedIfDelivered = (eb: C) => eb.case().when('c.statut', '=', 'LIVREE').then(owed(eb)).else(0).end();
const countWhen = (eb: C, statuts: readonly OrderStatus[]) =>
  eb.fn.sum<number>(eb.case().when('c.statut', 'in', statuts).then(1).else(0).end());

/** Minutes from order to delivery. */
function deliveryMinutes(dialect: Dialect): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`extract(epoch from (${sql.ref('c.livreeAt')} - ${sql.ref('c.createdAt')})) / 60.0`
    : sql<number>`(julianday(${sql.ref('c.livreeAt')}) - julianday(${sql.ref('c.createdAt')})) * 1440.0`;
}

/** Every figure of the period that one pass over the range's orders gives. */
export function statsTotals(db: Database, dialect: Dialect, entrepriseId: number, range: DayRange) {
  return placed(db, entrepriseId, range)
    .select((eb) => [
      eb.fn.countAll<number>().as('commandes'),
      eb.fn.sum<number>(ownedIfDelivered(eb)).as('chiffreAffaires'),
      countWhen(eb, BUSINESS_STATUS_FILTERS.EN_ATTENTE).as('enAttente'),
      countWhen(eb, BUSINESS_STATUS_FILTERS.EN_COURS).as('enLivraison'),
      countWhen(eb, BUSINESS_STATUS_FILTERS.LIVREE).as('livrees'),
      countWhen(eb, BUSINESS_STATUS_FILTERS.ANNULEE).as('annulees'),
      eb.fn.count<number>('c.clientId').distinct().as('clientsUniques'),
      eb.fn
        .avg<number>(eb.case().when('c.statut', '=', 'LIVREE').then(deliveryMinutes(dialect)).end())
        .as('tempsMoyen'),
    ])
    .executeTakeFirstOrThrow();
}

export async function itemsSold(db: Database, entrepriseId: number, range: DayRange): Promise<number> {
  const row = await placed(db, entrepriseId, range)
    .innerJoin('lignesCommande as l', 'l.commandeId', 'c.id')
    .where('c.statut', '=', 'LIVREE')
    .select((eb) => eb.fn.sum<number>('l.quantite').as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

/** The clients' ratings of the range's orders. */
export function ratings(db: Database, entrepriseId: number, range: DayRange) {
  return placed(db, entrepriseId, range)
    .innerJoin('avis as a', 'a.commandeId', 'c.id')
    .select((eb) => [eb.fn.avg<number>('a.note').as('moyenne'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirstOrThrow();
}

export async function countPlaced(db: Database, entrepriseId: number, range: DayRange): Promise<number> {
  const row = await placed(db, entrepriseId, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders and delivered revenue per day that had any; the caller fills the empty days. */
export function perDay(db: Database, dialect: Dialect, entrepriseId: number, range: DayRange) {
  const day = dayOf(dialect, 'c.createdAt');
  return placed(db, entrepriseId, range)
    .select((eb) => [
      day.as('jour'),
      eb.fn.countAll<number>().as('commandes'),
      eb.fn.sum<number>(ownedIfDelivered(eb)).as('revenu'),
    ])
    .groupBy(day)
    .execute();
}

/** The business's delivered orders of the range: what it is owed, newest first. */
function delivered(db: Database, entrepriseId: number, range: DayRange) {
  return placed(db, entrepriseId, range).where('c.statut', '=', 'LIVREE');
}

export function paiementRows(
  db: Database,
  entrepriseId: number,
  range: DayRange,
  page: { limit: number; offset: number },
) {
  return delivered(db, entrepriseId, range)
    .leftJoin('comptesVersement as v', 'v.entrepriseId', 'c.entrepriseId')
    .select((eb) => [
      'c.id',
      owed(eb).as('montant'),
      'c.statutPaiementEntreprise',
      'c.methodePaiementEntreprise',
      'v.paymentMethod as methodeCompte',
      'c.createdAt',
      'c.payeAt',
      'c.referencePaiement',
    ])
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function paiementTotals(db: Database, entrepriseId: number, range: DayRange) {
  const owedIf = (eb: C, statut: 'PAYE' | 'EN_ATTENTE') =>
    eb.fn.sum<number>(eb.case().when('c.statutPaiementEntreprise', '=', statut).then(owed(eb)).else(0).end());
  return delivered(db, entrepriseId, range)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(owed(eb)).as('du'),
      owedIf(eb, 'PAYE').as('paye'),
      owedIf(eb, 'EN_ATTENTE').as('enAttente'),
    ])
    .executeTakeFirstOrThrow();
}

/** A delivery is an order a courier took: under way, or over (delivered or cancelled after). */
const DELIVERY_STATUSES = {
  'en-cours': MISSION_IN_PROGRESS_STATUSES,
  historique: FINISHED_STATUSES,
} as const satisfies Record<LivraisonEtat, readonly OrderStatus[]>;

const deliveriesOf = (entrepriseId: number, etat: LivraisonEtat) => (q: OrdersFrom) =>
  q
    .where('c.entrepriseId', '=', entrepriseId)
    .where('c.statut', 'in', DELIVERY_STATUSES[etat])
    .where('c.livreurId', 'is not', null);

export function deliveryRows(
  db: Database,
  entrepriseId: number,
  etat: LivraisonEtat,
  page: { limit: number; offset: number },
) {
  return businessOrderRows(db, deliveriesOf(entrepriseId, etat))
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDeliveries(
  db: Database,
  entrepriseId: number,
  etat: LivraisonEtat,
): Promise<number> {
  const row = await deliveriesOf(
    entrepriseId,
    etat,
  )(db.selectFrom('commandes as c'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
