import { courierHeading, isFinished } from '@comoe/shared/commandes/statuses';
import { orderEndReason, type OrderEndReason } from '@comoe/shared/commandes/end-reasons';
import { enRetardMin } from '@comoe/shared/commandes/prete-vers';
import type { OrderStatus } from '@comoe/shared/enums';
import { shownKm, type Point } from '@comoe/shared/livraison';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import type { BusinessOrder, Mission } from '@comoe/shared/schemas/commandes';
import type { DeliveryProblem } from '@comoe/shared/schemas/mission-incidents';
import { pageOf } from '../../lib/paging.ts';
import type { Database } from '../../db/database.ts';
import { MAX_CODE_TRIES } from './order-codes.ts';
import { findEndings, findLines, findPickedUp } from './commandes.repository.ts';
import { ownerOrderHistory } from './order-history.service.ts';
import {
  businessOrderDetailRow,
  businessOrderRowsById,
  businessOrderRowsPage,
  type BusinessOrdersFilter,
  type BusinessRow,
  type MissionRow,
} from './order-views.repository.ts';

import { courierGains } from '@comoe/shared/admin-finance';
import { lineChoices } from './line-options.ts';
import { latestIncidents } from './order-incidents.repository.ts';

/** The latest problem a courier reported on each of these orders, as every view shows it. */
export async function latestProblems(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, DeliveryProblem>> {
  const latest = await latestIncidents(db, ids);
  return new Map(
    [...latest].map(([id, i]) => [id, { type: i.type, note: i.note, signaleA: i.createdAt.toISOString() }]),
  );
}

type OrderHeadRow = Pick<
  BusinessRow,
  | 'id'
  | 'statut'
  | 'createdAt'
  | 'total'
  | 'sousTotal'
  | 'fraisLivraison'
  | 'typePaiement'
  | 'delaiPreparationMin'
  | 'pretePrevueAt'
>;

/** What the business said when it accepted: every party reads the same ready time, and how late it is. */
export function preparation(r: Pick<BusinessRow, 'statut' | 'delaiPreparationMin' | 'pretePrevueAt'>) {
  return {
    delaiPreparationMin: r.delaiPreparationMin,
    preteVers: r.pretePrevueAt ? r.pretePrevueAt.toISOString() : null,
    enRetardMin: enRetardMin(r.statut, r.pretePrevueAt),
  };
}

/** Why each of these orders ended and the reason its author gave; orders still open are left out. */
export async function orderEndings(
  db: Database,
  rows: ReadonlyArray<{ id: string; statut: OrderStatus }>,
): Promise<Map<string, { motifFin: OrderEndReason | null; raisonFin: string | null }>> {
  const ended = rows.filter((r) => isFinished(r.statut)).map((r) => r.id);
  const endings = await findEndings(db, ended);
  return new Map(
    endings.map((t) => [
      t.commandeId,
      { motifFin: orderEndReason(t.versStatut, t.deStatut, t.acteurRole, t.mouvement), raisonFin: t.motif },
    ]),
  );
}

const NO_ENDING = { motifFin: null, raisonFin: null } as const;

/** What the client's and the owner's views of an order both begin with: which, where, when, how much. */
export function orderHead(r: OrderHeadRow) {
  return {
    id: r.id,
    statut: r.statut,
    dateCommande: r.createdAt.toISOString(),
    total: r.total,
    sousTotal: r.sousTotal,
    fraisLivraison: r.fraisLivraison,
    typePaiement: r.typePaiement,
    ...preparation(r),
  };
}

/** The owner's view of these rows: the orders table, the details dialog and the deliveries tab share it. */
export async function toBusinessOrders(db: Database, rows: BusinessRow[]): Promise<BusinessOrder[]> {
  const lines = await findLines(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = linesByOrder(lines);
  const problems = await latestProblems(
    db,
    rows.map((r) => r.id),
  );
  const pickedUp = await findPickedUp(
    db,
    rows.map((r) => r.id),
  );
  const endings = await orderEndings(db, rows);
  return rows.map((r) => ({
    ...orderHead(r),
    ...(endings.get(r.id) ?? NO_ENDING),
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
    codeEntrepriseUtilise: pickedUp.has(r.id),
    probleme: problems.get(r.id) ?? null,
    items: (byOrder.get(r.id) ?? []).map((l) => ({
      id: l.id,
      produitId: l.produitId,
      quantite: l.quantite,
      nomProduit: l.nomProduit,
      prixUnitaire: l.prixUnitaire,
      options: lineChoices(l.options),
    })),
  }));
}

export async function businessOrdersPage(db: Database, entrepriseId: number, f: BusinessOrdersFilter) {
  const { rows, total } = await businessOrderRowsPage(db, entrepriseId, f);
  return pageOf(await toBusinessOrders(db, rows), total, f);
}

export async function businessOrderById(db: Database, id: string): Promise<BusinessOrder | undefined> {
  const rows = await businessOrderRowsById(db, id);
  return (await toBusinessOrders(db, rows))[0];
}

/** One order of this business with its locks, proof and its history (moves and events), oldest first. */
export async function businessOrderDetail(
  db: Database,
  entrepriseId: number,
  id: string,
): Promise<BusinessOrderDetail | undefined> {
  const row = await businessOrderDetailRow(db, entrepriseId, id);
  if (!row) return undefined;
  const [[order], historique] = await Promise.all([toBusinessOrders(db, [row]), ownerOrderHistory(db, id)]);
  if (!order) return undefined;
  return {
    ...order,
    codeClientBloque: row.essaisCodeClient >= MAX_CODE_TRIES,
    preuveLivraisonUrl: row.preuveLivraisonUrl,
    historique,
  };
}

/** The courier's next stop: the business until pickup, then the client; none once finished. */
function nextStopKm(r: MissionRow, from: Point): number | null {
  const heading = courierHeading(r.statut);
  if (heading === null) return null;
  const [lat, lng] =
    heading === 'client' ? [r.latitude, r.longitude] : [r.entrepriseLatitude, r.entrepriseLongitude];
  return lat === null || lng === null ? null : shownKm(from, { latitude: lat, longitude: lng });
}

/** Whether the code the courier must type next (business's, then client's) is locked. */
function nextCodeLocked(r: MissionRow): boolean {
  const heading = courierHeading(r.statut);
  if (heading === null) return false;
  return (heading === 'client' ? r.essaisCodeClient : r.essaisCodeEntreprise) >= MAX_CODE_TRIES;
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
    gain: courierGains(r.total),
    villeNom: r.villeNom,
    dateLivraison: r.livreeAt ? r.livreeAt.toISOString() : null,
    codeBloque: nextCodeLocked(r),
    ...preparation(r),
  };
}

/**
 * Each order's lines, in the order they came: one pass, where filtering the whole list once per
 * order cost a client with 200 orders 60,000 comparisons a request.
 */
export function linesByOrder<L extends { commandeId: string }>(lines: readonly L[]): Map<string, L[]> {
  const map = new Map<string, L[]>();
  for (const line of lines) {
    const list = map.get(line.commandeId);
    if (list) list.push(line);
    else map.set(line.commandeId, [line]);
  }
  return map;
}
