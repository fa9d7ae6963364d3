import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import {
  BUSINESS_STATUS_FILTERS,
  FINISHED_STATUSES,
  MISSION_IN_PROGRESS_STATUSES,
} from '@comoe/shared/commandes/statuses';
import { ORDER_STATUSES, type OrderStatus } from '@comoe/shared/enums';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { AdminOrdersQuery } from '@comoe/shared/schemas/admin-commandes';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { MAX_CODE_TRIES } from '../commandes/order-codes.ts';
import { businessOrderRows, type OrdersFrom } from '../commandes/order-views.repository.ts';

type Db = Database | Transaction<DB>;
type C = ExpressionBuilder<DB & { c: DB['commandes'] }, 'c'>;

const OPEN: OrderStatus[] = ORDER_STATUSES.filter((s) => !FINISHED_STATUSES.includes(s));

/** The columns the desk reads beyond the owner's view: city, and what makes an order need attention. */
const DESK_COLUMNS = [
  'c.villeId',
  'c.alerteLivreurAt',
  'c.rappelAt',
  'c.essaisCodeClient',
  'c.statutPaiementEntreprise',
  'l.statut as livreurStatut',
  'v.nom as villeNom',
] as const;

/**
 * Orders that need someone now: waiting for a courier past the alert, unanswered past the
 * reminder (the sweeper stamps both, once), a code step locked, or a courier deactivated while
 * holding the order.
 */
export function needsAttention(eb: C): Expression<SqlBool> {
  return eb.or([
    eb.and([eb('c.statut', '=', 'EN_ATTENTE_LIVREUR'), eb('c.alerteLivreurAt', 'is not', null)]),
    eb.and([eb('c.statut', '=', 'EN_ATTENTE_ENTREPRISE'), eb('c.rappelAt', 'is not', null)]),
    eb.and([
      eb('c.statut', 'in', OPEN),
      eb.or([
        eb('c.essaisCodeClient', '>=', MAX_CODE_TRIES),
        eb('c.essaisCodeEntreprise', '>=', MAX_CODE_TRIES),
        eb.exists(
          eb
            .selectFrom('utilisateurs as x')
            .select('x.id')
            .whereRef('x.id', '=', 'c.livreurId')
            .where('x.statut', '!=', 'ACTIF'),
        ),
      ]),
    ]),
  ]);
}

/** Hexadecimal digits in order: the bound just above every id that starts with `prefix`. */
const HEX = '0123456789abcdef';
function prefixEnd(prefix: string): string | null {
  for (let i = prefix.length - 1; i >= 0; i -= 1) {
    const next = HEX[HEX.indexOf(prefix[i]!) + 1];
    if (next) return prefix.slice(0, i) + next;
  }
  return null;
}

/** The accounts whose phone starts with these digits (spaces ignored by the caller). */
function usersByPhone(eb: C, digits: string) {
  return eb.selectFrom('utilisateurs as p').select('p.id').where('p.telephone', 'like', `${digits}%`);
}

/**
 * `q`: the start of a reference (its hexadecimal characters, any case) or of a phone (the client's
 * or the courier's); ranges on the id, so the primary key answers on both stores.
 */
function searchCondition(eb: C, q: string): Expression<SqlBool> {
  const folded = q.toLowerCase().replace(/[\s.#-]/g, '');
  const conditions: Expression<SqlBool>[] = [];
  if (/^[0-9a-f]{1,36}$/.test(folded)) {
    const end = prefixEnd(folded);
    conditions.push(
      end ? eb.and([eb('c.id', '>=', folded), eb('c.id', '<', end)]) : eb('c.id', '>=', folded),
    );
  }
  if (/^\d{2,10}$/.test(folded)) {
    conditions.push(eb('c.clientId', 'in', usersByPhone(eb, folded)));
    conditions.push(eb('c.livreurId', 'in', usersByPhone(eb, folded)));
  }
  return conditions.length > 0 ? eb.or(conditions) : sql<SqlBool>`1 = 0`;
}

type DeskFilter = Partial<Omit<AdminOrdersQuery, 'page' | 'size' | 'sort'>>;

function deskFilter(f: DeskFilter) {
  return (q: OrdersFrom): OrdersFrom =>
    q
      .$if(f.groupe !== undefined && f.groupe !== 'ATTENTION', (qb) =>
        qb.where('c.statut', 'in', BUSINESS_STATUS_FILTERS[f.groupe as keyof typeof BUSINESS_STATUS_FILTERS]),
      )
      .$if(f.groupe === 'ATTENTION', (qb) => qb.where(needsAttention))
      .$if(f.villeId !== undefined, (qb) => qb.where('c.villeId', '=', f.villeId!))
      .$if(f.entrepriseId !== undefined, (qb) => qb.where('c.entrepriseId', '=', f.entrepriseId!))
      .$if(f.livreurId !== undefined, (qb) => qb.where('c.livreurId', '=', f.livreurId!))
      .$if(f.telephone !== undefined, (qb) =>
        qb.where((eb) => eb('c.clientId', 'in', usersByPhone(eb, f.telephone!.replace(/[\s.-]/g, '')))),
      )
      .$if(f.q !== undefined, (qb) => qb.where((eb) => searchCondition(eb, f.q!)))
      .$if(f.startDate !== undefined, (qb) => qb.where('c.createdAt', '>=', startOfDay(f.startDate!)))
      .$if(f.endDate !== undefined, (qb) => qb.where('c.createdAt', '<=', endOfDay(f.endDate!)));
}

/** One page of every order the filter keeps, newest first unless sorted otherwise. */
export function deskOrderRows(db: Database, f: AdminOrdersQuery) {
  const dir = f.sort.desc ? 'desc' : 'asc';
  return businessOrderRows(db, deskFilter(f))
    .innerJoin('villes as v', 'v.id', 'c.villeId')
    .select(DESK_COLUMNS)
    .orderBy(f.sort.key === 'total' ? 'c.total' : 'c.createdAt', dir)
    .orderBy('c.id', dir)
    .limit(f.size)
    .offset(f.page * f.size)
    .execute();
}
export type DeskOrderRow = Awaited<ReturnType<typeof deskOrderRows>>[number];

export async function countDeskOrders(db: Database, f: DeskFilter): Promise<number> {
  const row = await deskFilter(f)(db.selectFrom('commandes as c'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One order with what only its page shows: the proof, the payout. */
export function deskOrderRow(db: Database, id: string) {
  return businessOrderRows(db, (q) => q.where('c.id', '=', id))
    .innerJoin('villes as v', 'v.id', 'c.villeId')
    .select([
      ...DESK_COLUMNS,
      'c.preuveLivraisonUrl',
      'c.methodePaiementEntreprise',
      'c.referencePaiement',
      'c.payeAt',
    ])
    .executeTakeFirst();
}

/** What the desk must know of a courier before giving him a mission. */
export function courierForAssignment(db: Db, userId: number) {
  return db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .select(['u.id', 'u.prenom', 'u.nom', 'u.statut', 'u.villeId', 'l.verifie', 'l.disponible'])
    .where('l.utilisateurId', '=', userId)
    .executeTakeFirst();
}

/** The open orders of a business or of a courier: what deactivating the account must settle. */
export function openOrdersOf(db: Database, who: { entrepriseId: number } | { livreurId: number }) {
  return db
    .selectFrom('commandes as c')
    .select(['c.id', 'c.statut'])
    .where('c.statut', 'in', OPEN)
    .$if('entrepriseId' in who, (qb) =>
      qb.where('c.entrepriseId', '=', (who as { entrepriseId: number }).entrepriseId),
    )
    .$if('livreurId' in who, (qb) => qb.where('c.livreurId', '=', (who as { livreurId: number }).livreurId))
    .orderBy('c.createdAt')
    .execute();
}

/** The active, verified couriers of a city, with how many missions each holds now. */
export function couriersOfCity(db: Database, villeId: number) {
  return db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .select((eb) => [
      'u.id',
      'u.prenom',
      'u.nom',
      'u.telephone',
      'l.disponible',
      eb
        .selectFrom('commandes as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.livreurId', '=', 'u.id')
        .where('m.statut', 'in', MISSION_IN_PROGRESS_STATUSES)
        .as('enCours'),
    ])
    .where('u.villeId', '=', villeId)
    .where('u.statut', '=', 'ACTIF')
    .where('l.verifie', '=', true)
    .orderBy('u.prenom')
    .orderBy('u.nom')
    .execute();
}
