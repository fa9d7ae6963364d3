import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  BUSINESS_STATUS_FILTERS,
  FINISHED_STATUSES,
  MISSION_IN_PROGRESS_STATUSES,
} from '@comoe/shared/commandes/statuses';
import { ORDER_STATUSES, type OrderStatus } from '@comoe/shared/enums';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { AdminOrdersQuery } from '@comoe/shared/schemas/admin-commandes';
import type { Db, Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { MAX_CODE_TRIES } from '../commandes/order-codes.ts';
import { businessOrderRows, type OrdersFrom } from '../commandes/order-views.repository.ts';
import { adminSearchTerms } from '@comoe/shared/search-text';
import { matchesSearchKey, prefixEnd } from '../../db/text-search.ts';

type C = ExpressionBuilder<DB & { c: DB['commandes'] }, 'c'>;

const OPEN: OrderStatus[] = ORDER_STATUSES.filter((s) => !FINISHED_STATUSES.includes(s));

/** The columns the desk reads beyond the owner's view: city, and what makes an order need attention. */
const DESK_COLUMNS = [
  'c.villeId',
  'c.essaisCodeClient',
  'c.statutPaiementEntreprise',
  'c.statutAt',
  'v.nom as villeNom',
] as const;

/**
 * Orders that need someone now, each kind a condition on the order row `t`, written once for the
 * filter (`needsAttention`) and the per-order reasons (`attentionColumns`): waiting for a courier
 * past the alert, unanswered past the reminder (the sweeper stamps both, once), a code step
 * locked, a courier deactivated while holding the order. The first three are read through their
 * own partial indexes (migration 008), whose conditions are written here with the same literals.
 */
function attentionKinds(t: 'c' | 'k') {
  const col = (name: string) => sql.ref(`${t}.${name}`);
  const open = sql`${col('statut')} in (${sql.join(OPEN.map((s) => sql.lit(s)))})`;
  const tries = sql.lit(MAX_CODE_TRIES);
  const status = (s: OrderStatus) => sql`${col('statut')} = ${sql.lit(s)}`;
  return {
    attenteLivreur: sql<SqlBool>`(${col('alerteLivreurAt')} is not null and ${status('EN_ATTENTE_LIVREUR')})`,
    sansReponse: sql<SqlBool>`(${col('rappelAt')} is not null and ${status('EN_ATTENTE_ENTREPRISE')})`,
    codesBloques: sql<SqlBool>`((${col('essaisCodeClient')} >= ${tries} or ${col('essaisCodeEntreprise')} >= ${tries}) and ${open})`,
    livreurDesactive: sql<SqlBool>`(${col('livreurId')} in (select ${sql.ref('x.id')} from ${sql.table('utilisateurs')} as x
      where ${sql.ref('x.role')} = ${sql.lit('LIVREUR')} and ${sql.ref('x.statut')} <> ${sql.lit('ACTIF')}) and ${open})`,
    // Issue 22 §3: on its way with a problem reported by its courier, until delivered or cancelled.
    problemeSignale: sql<SqlBool>`(${status('EN_LIVRAISON')} and exists (select 1 from ${sql.table('incidentsLivraison')} as i
      where ${sql.ref('i.commandeId')} = ${col('id')}))`,
  };
}
type AttentionKind = keyof ReturnType<typeof attentionKinds>;

/** The orders of any kind of `attentionKinds`, each kind through its own index, then united. */
export function needsAttention(eb: C): Expression<SqlBool> {
  const [first, ...others] = Object.values(attentionKinds('k')).map((kind) =>
    eb.selectFrom('commandes as k').select('k.id').where(kind),
  );
  return eb(
    'c.id',
    'in',
    others.reduce((all, next) => all.union(next), first!),
  );
}

/** One 0/1 column an attention kind, for each order of a page. */
function attentionColumns(eb: C) {
  const kinds = attentionKinds('c');
  return (Object.keys(kinds) as AttentionKind[]).map((name) =>
    eb.case().when(kinds[name]).then(1).else(0).end().as(name),
  );
}

/** An order id's characters in order (UUIDs are lower-case hexadecimal). */
const HEX = '0123456789abcdef';

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
    const end = prefixEnd(folded, HEX);
    conditions.push(
      end ? eb.and([eb('c.id', '>=', folded), eb('c.id', '<', end)]) : eb('c.id', '>=', folded),
    );
  }
  if (/^\d{2,10}$/.test(folded)) {
    conditions.push(eb('c.clientId', 'in', usersByPhone(eb, folded)));
    conditions.push(eb('c.livreurId', 'in', usersByPhone(eb, folded)));
  }
  // A name ('eleonore', 'Thérèse Yao'): the clients it finds (folded keys, migration 010), whose
  // orders the (client, date) index then reads. Hexadecimal terms are read as references only:
  // scanning every client's key for each 'AB12CD' cost the desk's search its budget (bench:lists).
  if (/\p{L}.*\p{L}/u.test(folded) && !/^[0-9a-f]+$/.test(folded)) {
    const clients = eb
      .selectFrom('utilisateurs as n')
      .select('n.id')
      .where('n.role', '=', 'CLIENT')
      .where(matchesSearchKey(['n.cleRecherche'], adminSearchTerms(q)));
    conditions.push(eb('c.clientId', 'in', clients));
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

function deskRows(db: Database, where: (q: OrdersFrom) => OrdersFrom) {
  return (
    businessOrderRows(db, where)
      .innerJoin('villes as v', 'v.id', 'c.villeId')
      // Whom to call about an unanswered order: the owner's phone when the business gave none.
      .innerJoin('utilisateurs as eo', 'eo.id', 'e.utilisateurId')
      .select(DESK_COLUMNS)
      .select((eb) => eb.fn.coalesce('e.telephone', 'eo.telephone').as('entrepriseTelephone'))
      .select((eb) => attentionColumns(eb as unknown as C))
  );
}
export type DeskOrderRow = Awaited<ReturnType<ReturnType<typeof deskRows>['execute']>>[number];

/**
 * One page of every order the filter keeps, newest first unless sorted otherwise. The page's ids
 * come first from the orders alone (an index read in order, a million rows or not), then their
 * people and names: joined first, the planners sort every order kept before taking twenty.
 */
export async function deskOrderRows(db: Database, f: AdminOrdersQuery): Promise<DeskOrderRow[]> {
  const page = await pageIds(db, f);
  if (page.length === 0) return [];
  const rows = await deskRows(db, (q) =>
    q.where(
      'c.id',
      'in',
      page.map((r) => r.id),
    ),
  ).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap((r) => byId.get(r.id) ?? []);
}

type PageKey = { id: string; createdAt: Date; total: number };

/**
 * The page's ids. A group of several statuses is read one status at a time, each along its own
 * index in order (as many as the page needs), then merged: one status may hold a few orders and
 * another most of them, and neither planner then has to sort all of them.
 */
async function pageIds(db: Database, f: AdminOrdersQuery): Promise<PageKey[]> {
  const dir = f.sort.desc ? 'desc' : 'asc';
  const column = f.sort.key === 'total' ? 'c.total' : 'c.createdAt';
  const statuses = f.groupe && f.groupe !== 'ATTENTION' ? BUSINESS_STATUS_FILTERS[f.groupe] : [];
  const read = (filter: DeskFilter, statut: OrderStatus | null, limit: number, offset: number) =>
    deskFilter(filter)(db.selectFrom('commandes as c'))
      .$if(statut !== null, (qb) => qb.where('c.statut', '=', statut!))
      .select(['c.id', 'c.createdAt', 'c.total'])
      .orderBy(column, dir)
      .orderBy('c.id', dir)
      .limit(limit)
      .offset(offset)
      .execute();
  if (statuses.length < 2) return read(f, null, f.size, f.page * f.size);
  const needed = (f.page + 1) * f.size;
  const parts = await Promise.all(statuses.map((s) => read({ ...f, groupe: undefined }, s, needed, 0)));
  const key = (r: PageKey) => (f.sort.key === 'total' ? r.total : r.createdAt.getTime());
  const sign = f.sort.desc ? -1 : 1;
  return parts
    .flat()
    .sort((a, b) => sign * (key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .slice(f.page * f.size, needed);
}

/**
 * How many orders the filter keeps. Every order, or every delivered one, of a range of days is
 * read from the per-day counts the triggers keep (migration 005): a million orders are not
 * counted again on each page of the desk.
 */
export async function countDeskOrders(db: Database, f: DeskFilter): Promise<number> {
  const byDayOnly =
    (f.groupe === undefined || f.groupe === 'LIVREE') &&
    [f.villeId, f.entrepriseId, f.livreurId, f.telephone, f.q].every((v) => v === undefined);
  if (byDayOnly) {
    const column = f.groupe === 'LIVREE' ? 'livrees' : 'commandes';
    const row = await db
      .selectFrom('commandesParJour')
      .select((eb) => eb.fn.sum<number>(column).as('n'))
      .$if(f.startDate !== undefined, (qb) => qb.where('jour', '>=', f.startDate!))
      .$if(f.endDate !== undefined, (qb) => qb.where('jour', '<=', f.endDate!))
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }
  const row = await deskFilter(f)(db.selectFrom('commandes as c'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One order with what only its page shows: the proof, the payout. */
export function deskOrderRow(db: Database, id: string) {
  return deskRows(db, (q) => q.where('c.id', '=', id))
    .select(['c.preuveLivraisonUrl', 'c.methodePaiementEntreprise', 'c.referencePaiement', 'c.payeAt'])
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

/** Whose open orders: a business's, a courier's or a client's. */
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
