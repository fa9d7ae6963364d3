import type { FastifyInstance } from 'fastify';
import { ATTENTION_REASONS, DESK_MSG, type AttentionReason } from '@comoe/shared/admin/desk-messages';
import { allowedMoves } from '@comoe/shared/commandes/allowed-moves';
import { orderRef } from '@comoe/shared/commandes/reference';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { OrderStatus } from '@comoe/shared/enums';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { MSG } from '@comoe/shared/messages';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersPage,
  AdminOrdersQuery,
  DeskCourier,
} from '@comoe/shared/schemas/admin-commandes';
import { pageOf } from '../../lib/paging.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { lockCourier } from '../../db/row-locks.ts';
import type { AuthUser } from '../../types.ts';
import { createEntrepriseOrdersService } from '../commandes/entreprise-orders.service.ts';
import { MAX_CODE_TRIES } from '../commandes/order-codes.ts';
import { applyTransition, loadOrder } from '../commandes/order-transitions.ts';
import { toBusinessOrders } from '../commandes/order-views.ts';
import { orderHistory } from '../commandes/order-history.service.ts';
import { countInProgress } from '../livreurs/livreurs.repository.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import {
  countDeskOrders,
  courierForAssignment,
  deskOrderRow,
  deskOrderRows,
  couriersOfCity,
  type DeskOrderRow,
} from './admin-orders.repository.ts';
import { createAdminDeactivationService } from './admin-deactivation.service.ts';
import { namingTheWinner } from './admin-order-reminders.service.ts';
import { unansweredWait } from './desk-waiting.ts';

type DeskRow = Pick<
  DeskOrderRow,
  | 'villeId'
  | 'villeNom'
  | 'attenteLivreur'
  | 'sansReponse'
  | 'codesBloques'
  | 'livreurDesactive'
  | 'problemeSignale'
  | 'statut'
  | 'statutAt'
  | 'createdAt'
  | 'entrepriseTelephone'
>;

/** The database, or the transaction of the move once the courier's row is locked. */
type CourierReader = Parameters<typeof courierForAssignment>[0];

/** The repository's 0/1 columns, named for the screen. */
function attentionOf(r: DeskRow): AttentionReason[] {
  const found: Record<AttentionReason, unknown> = {
    ATTENTE_LIVREUR: r.attenteLivreur,
    SANS_REPONSE: r.sansReponse,
    CODES_BLOQUES: r.codesBloques,
    LIVREUR_DESACTIVE: r.livreurDesactive,
    PROBLEME_SIGNALE: r.problemeSignale,
  };
  return ATTENTION_REASONS.filter((reason) => Number(found[reason]) === 1);
}

async function deskOrders(app: FastifyInstance, rows: DeskRow[] & Parameters<typeof toBusinessOrders>[1]) {
  const orders = await toBusinessOrders(app.db, rows);
  return orders.map((o, i): AdminOrder => ({
    ...o,
    ville: { id: rows[i]!.villeId, nom: rows[i]!.villeNom },
    attention: attentionOf(rows[i]!),
    attenteEntreprise: unansweredWait(rows[i]!, app.config.orderAutoCancelMin),
  }));
}

/** Issue 20 §1: every order, and the desk's moves, each a row of the shared order machine. */
export function createAdminOrdersService(app: FastifyInstance) {
  const businessOrders = createEntrepriseOrdersService(app);
  const deactivation = createAdminDeactivationService(app);

  async function list(q: AdminOrdersQuery): Promise<AdminOrdersPage> {
    const [rows, total, aSurveiller] = await Promise.all([
      deskOrderRows(app.db, q),
      countDeskOrders(app.db, q),
      countDeskOrders(app.db, { groupe: 'ATTENTION' }),
    ]);
    return { ...pageOf(await deskOrders(app, rows), total, q), aSurveiller };
  }

  async function detail(admin: AuthUser, id: string): Promise<AdminOrderDetail> {
    const row = await deskOrderRow(app.db, id);
    if (!row) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const [[order], historique, codeClientLisible] = await Promise.all([
      deskOrders(app, [row]),
      orderHistory(app.db, id),
      deactivation.clientCodeReadable(id),
    ]);
    if (!order) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return {
      ...order,
      codeClientBloque: row.essaisCodeClient >= MAX_CODE_TRIES,
      essaisRestants: {
        client: Math.max(0, MAX_CODE_TRIES - row.essaisCodeClient),
        entreprise: Math.max(0, MAX_CODE_TRIES - row.essaisCodeEntreprise),
      },
      preuveLivraisonUrl: row.preuveLivraisonUrl,
      paiementEntreprise: {
        statut: row.statutPaiementEntreprise,
        methode: row.methodePaiementEntreprise,
        reference: row.referencePaiement,
        date: row.payeAt?.toISOString() ?? null,
      },
      historique,
      codeClientLisible,
      actions: allowedMoves({ statut: row.statut }, { role: 'ADMIN', id: admin.id }),
    };
  }

  const journal = (
    admin: AuthUser,
    type: 'commande.annuler' | 'commande.liberer' | 'commande.assigner' | 'commande.debloquer-codes',
    id: string,
    resume: string,
    motif: string | null = null,
  ) => ({ adminId: admin.id, type, cibleType: 'commande' as const, cibleId: id, resume, motif });

  async function cancel(admin: AuthUser, id: string, motif: string): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const resume = `Commande ${orderRef(id)} annulée (elle était « ${STATUS_LABELS[order.statut]} »).`;
    return applyTransition(app, {
      order,
      action: 'annuler',
      actor: admin,
      motif,
      notices: { client: DESK_MSG.cancelledClient(motif), others: DESK_MSG.cancelledOthers(motif) },
      after: (trx) => appendJournal(trx, journal(admin, 'commande.annuler', id, resume, motif)),
    });
  }

  async function release(admin: AuthUser, id: string, motif: string): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const resume = `Commande ${orderRef(id)} retirée à son livreur et remise aux livreurs.`;
    return applyTransition(app, {
      order,
      action: 'liberer',
      actor: admin,
      motif,
      set: { livreurId: null },
      // The courier who held it: another admin's move in between loses.
      where: order.livreurId !== null ? { livreurId: order.livreurId } : {},
      notices: { others: DESK_MSG.released(motif) },
      after: (trx) => appendJournal(trx, journal(admin, 'commande.liberer', id, resume, motif)),
    });
  }

  /** The courier as read, or the refusal of the one who cannot ride this order now. */
  async function riderFor(db: CourierReader, order: { villeId: number }, livreurId: number) {
    const courier = await courierForAssignment(db, livreurId);
    if (!courier) throw notFound(DESK_MSG.courierNotFound, 'COURIER_NOT_FOUND');
    const refused =
      (courier.statut !== 'ACTIF' && DESK_MSG.courierInactive) ||
      (!courier.verifie && DESK_MSG.courierNotVerified) ||
      (!courier.disponible && DESK_MSG.courierUnavailable) ||
      (courier.villeId !== order.villeId && DESK_MSG.courierOtherCity);
    if (refused) throw conflict(refused, 'COURIER_CANNOT_TAKE');
    return courier;
  }

  /** The courier must be able to ride it now: active, verified, available, of its city, under the cap. */
  async function assign(admin: AuthUser, id: string, livreurId: number): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const courier = await riderFor(app.db, order, livreurId);
    const name = `${courier.prenom} ${courier.nom}`;
    const resume = `Commande ${orderRef(id)} confiée au livreur ${name}.`;
    return applyTransition(app, {
      order,
      action: 'assigner',
      actor: admin,
      set: { livreurId },
      notices: { others: DESK_MSG.assignedBusiness(name), courier: DESK_MSG.assignedCourier },
      after: async (trx) => {
        // Read again and counted with the courier's row locked, as when he accepts a mission
        // himself: he may have gone off duty, or been deactivated, since the read above.
        await lockCourier(trx, app.dialect, livreurId);
        await riderFor(trx, order, livreurId);
        if ((await countInProgress(trx, livreurId)) > MAX_MISSIONS_IN_PROGRESS) {
          throw conflict(DESK_MSG.courierFull, 'TOO_MANY');
        }
        await appendJournal(trx, journal(admin, 'commande.assigner', id, resume));
      },
    });
  }

  async function unlockCodes(admin: AuthUser, id: string): Promise<void> {
    const order = await loadOrder(app, id);
    await businessOrders.unlockCodes(admin, order.entrepriseId, id);
    await appendJournal(
      app.db,
      journal(admin, 'commande.debloquer-codes', id, `Codes de la commande ${orderRef(id)} débloqués.`),
    );
  }

  /** The couriers the desk may give this order to, those who can take it now first. */
  async function candidates(id: string): Promise<DeskCourier[]> {
    const order = await loadOrder(app, id);
    const rows = await couriersOfCity(app.db, order.villeId);
    const list = rows.map((r): DeskCourier => {
      const missionsEnCours = Number(r.enCours ?? 0);
      return {
        id: r.id,
        nom: `${r.prenom} ${r.nom}`,
        telephone: r.telephone,
        disponible: r.disponible,
        missionsEnCours,
        // Its own courier is listed when handing it to another (issue 34 §1), and cannot be chosen.
        empechement:
          r.id === order.livreurId
            ? DESK_MSG.alreadyHisMission
            : !r.disponible
              ? DESK_MSG.courierUnavailable
              : missionsEnCours >= MAX_MISSIONS_IN_PROGRESS
                ? DESK_MSG.courierFull
                : null,
      };
    });
    return [...list.filter((c) => !c.empechement), ...list.filter((c) => c.empechement)];
  }

  return {
    list,
    detail,
    // The loser of two admins at once reads who won (issue 34 §2).
    cancel: namingTheWinner(app, cancel),
    release: namingTheWinner(app, release),
    assign: namingTheWinner(app, assign),
    unlockCodes,
    candidates,
    riderFor,
  };
}
