import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import type { Database } from '../../db/database.ts';

const ordersFrom = (db: Database) => db.selectFrom('commandes as c');
export type OrdersFrom = ReturnType<typeof ordersFrom>;

/** What the client's and the owner's views both begin with (`orderHead` in order-views.ts). */
export const ORDER_HEAD_COLUMNS = [
  'c.id',
  'c.statut',
  'c.createdAt',
  'c.total',
  'c.sousTotal',
  'c.fraisLivraison',
  'c.typePaiement',
  'c.delaiPreparationMin',
  'c.pretePrevueAt',
] as const;

function businessBase(q: OrdersFrom) {
  return q
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .leftJoin('utilisateurs as l', 'l.id', 'c.livreurId')
    .leftJoin('avis as a', 'a.commandeId', 'c.id')
    .select([
      ...ORDER_HEAD_COLUMNS,
      'c.adresseLivraison',
      'c.latitude',
      'c.longitude',
      'c.infoSupplementaire',
      'c.codeEntreprise',
      'c.essaisCodeEntreprise',
      'c.livreurId',
      'u.id as clientId',
      'u.nom as clientNom',
      'u.prenom as clientPrenom',
      'u.telephone as clientTelephone',
      'u.photoProfilUrl as clientPhoto',
      'e.id as entrepriseId',
      'e.nom as entrepriseNom',
      'l.nom as livreurNom',
      'l.prenom as livreurPrenom',
      'l.telephone as livreurTelephone',
      'a.note as noteClient',
      'a.commentaire as commentaireClient',
      // Not in the order itself: the deliveries view reads them from the same rows.
      'c.livreeAt',
      'a.noteLivreur',
    ]);
}

export type BusinessRow = Awaited<ReturnType<ReturnType<typeof businessBase>['execute']>>[number];

/**
 * The owner's view of the orders `where` keeps: the one query that the orders table, the
 * details dialog and the deliveries tab share. The caller orders and pages.
 */
export function businessOrderRows(db: Database, where: (q: OrdersFrom) => OrdersFrom) {
  return businessBase(where(ordersFrom(db)));
}

export interface BusinessOrdersFilter {
  from?: string | undefined;
  to?: string | undefined;
  statut?: readonly BusinessOrder['statut'][] | undefined;
  page: number;
  size: number;
  sort: 'dateCommande,desc' | 'dateCommande,asc' | 'total,desc' | 'total,asc';
}

/** `from`/`to` are whole days in Abidjan time (packages/shared periods). */
function filtered(db: Database, entrepriseId: number, f: BusinessOrdersFilter): OrdersFrom {
  return ordersFrom(db)
    .where('c.entrepriseId', '=', entrepriseId)
    .$if(f.from !== undefined, (qb) => qb.where('c.createdAt', '>=', startOfDay(f.from!)))
    .$if(f.to !== undefined, (qb) => qb.where('c.createdAt', '<=', endOfDay(f.to!)))
    .$if(f.statut !== undefined, (qb) => qb.where('c.statut', 'in', f.statut!));
}

/** One page of the business's orders, and how many the filter keeps in all. */
export async function businessOrderRowsPage(db: Database, entrepriseId: number, f: BusinessOrdersFilter) {
  const [column, direction] = f.sort.split(',') as ['dateCommande' | 'total', 'asc' | 'desc'];
  const rows = await businessBase(filtered(db, entrepriseId, f))
    .orderBy(column === 'total' ? 'c.total' : 'c.createdAt', direction)
    .orderBy('c.id', direction)
    .limit(f.size)
    .offset(f.page * f.size)
    .execute();
  const count = await filtered(db, entrepriseId, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export function businessOrderRowsById(db: Database, id: string) {
  return businessBase(ordersFrom(db).where('c.id', '=', id)).execute();
}

/** The order if it belongs to this business, with what only the details dialog shows. */
export function businessOrderDetailRow(db: Database, entrepriseId: number, id: string) {
  return businessBase(ordersFrom(db).where('c.id', '=', id).where('c.entrepriseId', '=', entrepriseId))
    .select(['c.essaisCodeClient', 'c.preuveLivraisonUrl'])
    .executeTakeFirst();
}

export function missionQuery(db: Database) {
  return db
    .selectFrom('commandes as c')
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    // The owner's phone when the business gave none: the courier can always call (issue 22 §2).
    .innerJoin('utilisateurs as eo', 'eo.id', 'e.utilisateurId')
    .innerJoin('villes as v', 'v.id', 'c.villeId')
    .select((eb) => [
      eb.fn.coalesce('e.telephone', 'eo.telephone').as('entrepriseTelephone'),
      'c.essaisCodeClient',
      'c.essaisCodeEntreprise',
      'c.id',
      'c.statut',
      'c.createdAt',
      'c.livreeAt',
      'c.adresseLivraison',
      'c.infoSupplementaire',
      'c.latitude',
      'c.longitude',
      'c.total',
      'c.fraisLivraison',
      'c.typePaiement',
      'c.distanceKm',
      'c.delaiPreparationMin',
      'c.pretePrevueAt',
      'e.nom as entrepriseNom',
      'e.adresse as entrepriseAdresse',
      'e.latitude as entrepriseLatitude',
      'e.longitude as entrepriseLongitude',
      'u.prenom as clientPrenom',
      'u.nom as clientNom',
      'u.telephone as clientTelephone',
      'v.nom as villeNom',
    ]);
}

/** One order as a mission, whoever it belongs to (the caller checks it is the courier's). */
export function missionById(db: Database, id: string) {
  return missionQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

export type MissionRow = Awaited<ReturnType<ReturnType<typeof missionQuery>['execute']>>[number];
