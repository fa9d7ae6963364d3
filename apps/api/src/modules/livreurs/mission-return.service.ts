import type { FastifyInstance } from 'fastify';
import { courierGains } from '@comoe/shared/admin-finance';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import type { OrderStatus } from '@comoe/shared/enums';
import type { MissionReturn } from '@comoe/shared/schemas/rescue';
import type { AuthUser } from '../../types.ts';
import { createOrderIncidentsService } from '../commandes/order-incidents.service.ts';
import { applyTransition, assertMove, loadOrder } from '../commandes/order-transitions.ts';
import { findUserById } from '../users/users.repository.ts';
import { checkHandoverCode } from './handover-codes.ts';

/**
 * Issue 34 §1: after reporting a problem and waiting, the courier brings the order back to its
 * business, who gives him its code as at pickup. The order ends cancelled (a return, by its move's
 * name), the client pays nothing, the business is not paid, the courier is paid for the trip.
 */
export function createMissionReturnService(app: FastifyInstance) {
  const incidents = createOrderIncidentsService(app);

  async function bringBack(user: AuthUser, id: string, input: MissionReturn): Promise<OrderStatus> {
    const loaded = await loadOrder(app, id);
    // The machine's row waits for his own report and the time after it: the facts it asks for.
    const order = { ...loaded, problemeSignaleA: await incidents.reportedAt(id, user.id) };
    assertMove(order, user, 'rapporter');
    await checkHandoverCode(app, order, 'entreprise', input.code);
    const me = await findUserById(app.db, user.id);
    const nom = me ? `${me.prenom} ${me.nom}`.trim() : 'Le livreur';
    return applyTransition(app, {
      order,
      action: 'rapporter',
      actor: user,
      motif: input.motif,
      where: { livreurId: user.id },
      set: { gainLivreur: courierGains(order.total) },
      notices: {
        client: RESCUE_MSG.returnedClient(input.motif),
        others: RESCUE_MSG.returnedBusiness(nom, input.motif),
      },
    });
  }

  return { bringBack };
}
