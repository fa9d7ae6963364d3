import type { FastifyInstance } from 'fastify';
import { courierGains } from '@comoe/shared/admin-finance';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { orderRef } from '@comoe/shared/commandes/reference';
import { CLOSING_ISSUE_LABELS, RESCUE_MSG, type ClosingIssue } from '@comoe/shared/commandes/rescue';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { OrderStatus } from '@comoe/shared/enums';
import type { TransferInput } from '@comoe/shared/schemas/rescue';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { appendJournal } from '../../db/admin-journal.ts';
import { lockCourier } from '../../db/row-locks.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { newVerificationCode } from '../commandes/order-codes.ts';
import { applyTransition, assertMove, loadOrder } from '../commandes/order-transitions.ts';
import { countInProgress } from '../livreurs/livreurs.repository.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';

/** A new code, never the one the former courier may know. */
function renewed(old: string): string {
  let code = newVerificationCode();
  while (code === old) code = newVerificationCode();
  return code;
}

/**
 * Issue 34 §1: the desk's ways out of an order a courier took and can no longer bring (typically
 * deactivated): hand it to another courier of its city, codes renewed, or close it on its way,
 * delivered or brought back to the business. Each is a row of the order machine; the order's
 * courier when read is part of the move's condition, so of two admins at once only one wins.
 */
export function createAdminOrderRescueService(app: FastifyInstance) {
  const desk = createAdminOrdersService(app);

  async function transfer(admin: AuthUser, id: string, input: TransferInput): Promise<OrderStatus> {
    const { livreurId, motif } = input;
    const order = await loadOrder(app, id);
    assertMove(order, admin, 'transferer');
    // The courier the admin saw: handed on by someone else since, it is not this admin's to move.
    const seen = input.livreurActuelId ?? order.livreurId;
    if (seen !== order.livreurId) throw conflict(RESCUE_MSG.courierChangedMeanwhile, 'TRANSITION_LOST');
    if (order.livreurId === livreurId) throw conflict(RESCUE_MSG.sameCourier, 'SAME_COURIER');
    const courier = await desk.riderFor(app.db, order, livreurId);
    const name = `${courier.prenom} ${courier.nom}`;
    const resume = `Commande ${orderRef(id)} (« ${STATUS_LABELS[order.statut]} ») confiée au livreur ${name}.`;
    return applyTransition(app, {
      order,
      action: 'transferer',
      actor: admin,
      motif,
      // Both codes renewed and their tries cleared: the former courier may know the old ones.
      set: {
        livreurId,
        codeClient: renewed(order.codeClient),
        codeEntreprise: renewed(order.codeEntreprise),
        essaisCodeClient: 0,
        essaisCodeEntreprise: 0,
      },
      where: seen !== null ? { livreurId: seen } : {},
      lostMessage: RESCUE_MSG.courierChangedMeanwhile,
      notices: {
        client: RESCUE_MSG.transferredClient(name),
        others: RESCUE_MSG.transferredBusiness(name, motif),
        courier: RESCUE_MSG.transferredCourier,
        former: RESCUE_MSG.transferredFormer(motif),
      },
      after: async (trx) => {
        // As when the desk assigns a waiting order: read again with his row locked.
        await lockCourier(trx, app.dialect, livreurId);
        await desk.riderFor(trx, order, livreurId);
        if ((await countInProgress(trx, livreurId)) > MAX_MISSIONS_IN_PROGRESS) {
          throw conflict(DESK_MSG.courierFull, 'TOO_MANY');
        }
        await appendJournal(trx, {
          adminId: admin.id,
          type: 'commande.transferer',
          cibleType: 'commande',
          cibleId: id,
          resume,
          motif,
        });
      },
    });
  }

  /** Delivered: as the courier's delivery, without a proof photo. Returned: cancelled, the trip paid. */
  async function close(
    admin: AuthUser,
    id: string,
    issue: ClosingIssue,
    motif: string,
  ): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    const delivered = issue === 'LIVREE';
    const resume = `Commande ${orderRef(id)} clôturée : ${CLOSING_ISSUE_LABELS[issue].toLowerCase()}.`;
    return applyTransition(app, {
      order,
      action: delivered ? 'cloturerLivree' : 'cloturerRetour',
      actor: admin,
      motif,
      set: delivered
        ? { livreeAt: new Date(), gainLivreur: courierGains(order.total) }
        : { gainLivreur: courierGains(order.total) },
      where: order.livreurId !== null ? { livreurId: order.livreurId } : {},
      notices: delivered
        ? { client: RESCUE_MSG.closedDeliveredClient(motif), others: RESCUE_MSG.closedDeliveredOthers(motif) }
        : {
            client: RESCUE_MSG.returnedClient(motif),
            others: RESCUE_MSG.returnedByDesk(motif),
            courier: RESCUE_MSG.returnedCourier(motif),
          },
      after: (trx) =>
        appendJournal(trx, {
          adminId: admin.id,
          type: 'commande.cloturer',
          cibleType: 'commande',
          cibleId: id,
          resume,
          motif,
        }),
    });
  }

  return { transfer, close };
}
