import { distanceKm, type Point } from '@comoe/shared/delivery';
import { endOfDay, startOfDay } from '@comoe/shared/periods';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/business-reports';
import type { BusinessOrder, Mission } from '@comoe/shared/schemas/commandes';
import type { Database } from '../../db/database.ts';
import { MAX_CODE_TRIES } from './order-codes.ts';
import { findLines, findTransitions } from './commandes.repository.ts';

import { COURIER_SHARE } from '@comoe/shared/admin-finance'; // design §5, one rule for every screen
export { COURIER_SHARE };

const ordersFrom = (db: Database) => db.selectFrom('commandes as c');
export type OrdersFrom = ReturnType<typeof ordersFrom>;

function businessBase(q: OrdersFrom) {
  return q
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .leftJoin('utilisateurs as l', 'l.id', 'c.livreurId')
    .leftJoin('avis as a', 'a.commandeId', 'c.id')
    .select([
      'c.id',
      'c.statut',
      'c.createdAt',
      'c.total',
      'c.sousTotal',
      'c.fraisLivraison',
      'c.typePaiement',
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

type BusinessRow = Awaited<ReturnType<ReturnType<typeof businessBase>['execute']>>[number];

/**
 * The owner's view of the orders `where` keeps: the one query and mapping that the orders
 * table, the details dialog and the deliveries tab share. The caller orders and pages.
 */
export function businessOrderRows(db: Database, where: (q: OrdersFrom) => OrdersFrom) {
  return businessBase(where(ordersFrom(db)));
}

export async function toBusinessOrders(db: Database, rows: BusinessRow[]): Promise<BusinessOrder[]> {
  const lines = await findLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    statut: r.statut,
    dateCommande: r.createdAt.toISOString(),
    total: r.total,
    sousTotal: r.sousTotal,
    fraisLivraison: r.fraisLivraison,
    typePaiement: r.typePaiement,
    client: {
      id: r.clientId,
      nom: r.clientNom,
      prenom: r.clientPrenom,
      telephone: r.clientTelephone,
      urlPhoto: r.clientPhoto,
      localisation: {
        adresse: r.adresseLivraison,
        latitude: r.latitude,
        longitude: r.longitude,
        infoSupplementaire: r.infoSupplementaire,
      },
    },
    entreprise: { id: r.entrepriseId, nom: r.entrepriseNom },
    livreur:
      r.livreurId !== null
        ? {
            id: r.livreurId,
            nom: r.livreurNom ?? '',
            prenom: r.livreurPrenom ?? '',
            telephone: r.livreurTelephone ?? '',
          }
        : null,
    noteClient: r.noteClient,
    commentaireClient: r.commentaireClient,
    codeEntreprise: r.codeEntreprise,
    codeEntrepriseBloque: r.essaisCodeEntreprise >= MAX_CODE_TRIES,
    items: lines
      .filter((l) => l.commandeId === r.id)
      .map((l) => ({
        id: l.id,
        produitId: l.produitId,
        quantite: l.quantite,
        nomProduit: l.nomProduit,
        prixUnitaire: l.prixUnitaire,
      })),
  }));
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

export async function businessOrdersPage(db: Database, entrepriseId: number, f: BusinessOrdersFilter) {
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
  return {
    content: await toBusinessOrders(db, rows),
    totalElements: Number(count.n),
    totalPages: Math.ceil(Number(count.n) / f.size),
    number: f.page,
    size: f.size,
  };
}

export async function businessOrderById(db: Database, id: string): Promise<BusinessOrder | undefined> {
  const rows = await businessBase(ordersFrom(db).where('c.id', '=', id)).execute();
  return (await toBusinessOrders(db, rows))[0];
}

/** One order of this business with its locks, proof and every transition, oldest first. */
export async function businessOrderDetail(
  db: Database,
  entrepriseId: number,
  id: string,
): Promise<BusinessOrderDetail | undefined> {
  const row = await businessBase(
    ordersFrom(db).where('c.id', '=', id).where('c.entrepriseId', '=', entrepriseId),
  )
    .select(['c.essaisCodeClient', 'c.preuveLivraisonUrl'])
    .executeTakeFirst();
  if (!row) return undefined;
  const [[order], transitions] = await Promise.all([toBusinessOrders(db, [row]), findTransitions(db, id)]);
  if (!order) return undefined;
  return {
    ...order,
    codeClientBloque: row.essaisCodeClient >= MAX_CODE_TRIES,
    preuveLivraisonUrl: row.preuveLivraisonUrl,
    historique: transitions.map((t) => ({
      deStatut: t.deStatut,
      versStatut: t.versStatut,
      acteurRole: t.acteurRole,
      date: t.createdAt.toISOString(),
    })),
  };
}

export function missionQuery(db: Database) {
  return db
    .selectFrom('commandes as c')
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .innerJoin('villes as v', 'v.id', 'c.villeId')
    .select([
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
      'e.nom as entrepriseNom',
      'e.telephone as entrepriseTelephone',
      'e.adresse as entrepriseAdresse',
      'e.latitude as entrepriseLatitude',
      'e.longitude as entrepriseLongitude',
      'u.prenom as clientPrenom',
      'u.nom as clientNom',
      'u.telephone as clientTelephone',
      'v.nom as villeNom',
    ]);
}

type MissionRow = Awaited<ReturnType<ReturnType<typeof missionQuery>['execute']>>[number];

const round1 = (km: number) => Math.round(km * 10) / 10;

/** The courier's next stop: the business until pickup, then the client; none once finished. */
function nextStopKm(r: MissionRow, from: Point): number | null {
  if (r.statut === 'LIVREE' || r.statut === 'ANNULEE') return null;
  const [lat, lng] =
    r.statut === 'EN_LIVRAISON' ? [r.latitude, r.longitude] : [r.entrepriseLatitude, r.entrepriseLongitude];
  return lat === null || lng === null ? null : round1(distanceKm(from, { latitude: lat, longitude: lng }));
}

/** `from`: the courier's current position, when known, for `distanceKm`. */
export function toMission(r: MissionRow, from: Point | null = null): Mission {
  return {
    id: r.id,
    idCommande: r.id,
    statut: r.statut,
    dateCommande: r.createdAt.toISOString(),
    entrepriseNom: r.entrepriseNom,
    entrepriseTelephone: r.entrepriseTelephone,
    entrepriseAdresse: r.entrepriseAdresse,
    latitudeEntreprise: r.entrepriseLatitude,
    longitudeEntreprise: r.entrepriseLongitude,
    livraisonAdresse: r.adresseLivraison,
    infoSupplementaireLivraison: r.infoSupplementaire,
    latitudeLivraison: r.latitude,
    longitudeLivraison: r.longitude,
    clientNom: `${r.clientPrenom} ${r.clientNom}`.trim(),
    clientTelephone: r.clientTelephone,
    total: r.total,
    fraisLivraison: r.fraisLivraison,
    typePaiement: r.typePaiement,
    distanceKm: from ? nextStopKm(r, from) : null,
    distanceLivraisonKm: r.distanceKm,
    gain: Math.round(r.total * COURIER_SHARE),
    villeNom: r.villeNom,
    dateLivraison: r.livreeAt ? r.livreeAt.toISOString() : null,
  };
}
