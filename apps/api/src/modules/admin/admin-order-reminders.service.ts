import type { FastifyInstance } from 'fastify';
import { orderRef } from '@comoe/shared/commandes/reference';
import { MSG } from '@comoe/shared/messages';
import { AppError, conflict } from '../../lib/app-error.ts';
import { appendJournal } from '../../db/admin-journal.ts';
import type { AuthUser } from '../../types.ts';
import { lostMoveMessage, recordOrderEvent } from '../commandes/order-history.service.ts';
import { assertMove, loadOrder } from '../commandes/order-transitions.ts';

/** The refusals that mean someone else moved the order first. */
const LOST = new Set(['TRANSITION_LOST', 'BAD_TRANSITION']);

/**
 * Two admins at once (issue 34 §2): the one whose move lost reads who did what last ("Mariam
 * Koné vient d'annuler cette commande."), never only that the order changed. Wraps a desk move
 * taking (admin, order id, …).
 */
export function namingTheWinner<A extends [AuthUser, string, ...unknown[]], R>(
  app: FastifyInstance,
  move: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await move(...args);
    } catch (err) {
      if (err instanceof AppError && err.status === 409 && LOST.has(err.code)) {
        const message = await lostMoveMessage(app.db, args[1]);
        if (message) throw conflict(message, err.code);
      }
      throw err;
    }
  };
}

/** The desk's reminder to a business that has not answered (issue 34 §2), beside the sweeper's. */
export function createAdminOrderRemindersService(app: FastifyInstance) {
  /**
   * The business reads the sweeper's reminder now, with the minutes it has really waited; the
   * order's history and the journal keep it. Only while the order waits for its answer (the
   * machine's `relancer` row), a 409 after.
   */
  async function remind(admin: AuthUser, id: string): Promise<void> {
    const order = await loadOrder(app, id);
    assertMove(order, admin, 'relancer');
    const since = (order.statutAt ?? order.createdAt).getTime();
    const waited = Math.max(1, Math.floor((Date.now() - since) / 60_000));
    const notice = {
      utilisateurId: order.ownerId,
      titre: `Commande ${orderRef(id)}`,
      corps: MSG.orderReminder(waited),
      commandeId: id,
    };
    await app.db.transaction().execute(async (trx) => {
      await recordOrderEvent(trx, { commandeId: id, type: 'RAPPEL', actor: admin });
      await app.notifier.store(trx, [notice]);
      await appendJournal(trx, {
        adminId: admin.id,
        type: 'commande.relancer',
        cibleType: 'commande',
        cibleId: id,
        resume: `Entreprise relancée pour la commande ${orderRef(id)}.`,
      });
    });
    await app.notifier.deliver([notice]);
  }

  return { remind };
}
