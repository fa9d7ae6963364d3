import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { canRate } from '@comoe/shared/commandes/statuses';
import type { BusinessOrder, ClientOrder, Mission } from '@comoe/shared/schemas/commandes';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../types.ts';
import { lockCourier } from '../../db/row-locks.ts';
import { insertAvis, refreshCourierRating, refreshEntrepriseRating } from './avis.repository.ts';
import { clientOrders } from './client-orders.ts';
import { applyTransition, loadOrder } from './order-transitions.ts';
import { businessOrderById, orderEndings, toMission } from './order-views.ts';
import { missionById } from './order-views.repository.ts';

export function createClientOrdersService(app: FastifyInstance) {
  async function ownOrder(user: AuthUser, id: string): Promise<ClientOrder> {
    const [order] = await clientOrders(app.db, user.id, { id, limit: 1 });
    // Someone else's order answers like a missing one: its existence is not disclosed.
    if (!order) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return order;
  }

  function listForClient(user: AuthUser): Promise<ClientOrder[]> {
    return clientOrders(app.db, user.id);
  }

  /** Each party sees its own view: the client its code, the business its code, the courier neither. */
  async function getForUser(user: AuthUser, id: string): Promise<ClientOrder | BusinessOrder | Mission> {
    if (user.role === 'CLIENT') return ownOrder(user, id);
    const order = await loadOrder(app, id);
    if (user.role === 'LIVREUR') {
      if (order.livreurId !== user.id) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
      const row = await missionById(app.db, id);
      // His own mission ended: he reads why, as the client and the business do (issue 34 §2).
      const ending = (await orderEndings(app.db, [row])).get(id);
      return { ...toMission(row), ...ending };
    }
    if (user.role === 'ENTREPRISE' && order.ownerId !== user.id)
      throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const view = await businessOrderById(app.db, id);
    if (!view) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return view;
  }

  async function cancelByClient(user: AuthUser, id: string): Promise<OrderStatus> {
    const order = await loadOrder(app, id);
    return applyTransition(app, {
      order,
      action: 'annulerClient',
      actor: user,
      where: { clientId: user.id },
    });
  }

  /** One rating per delivered order; the business's and courier's averages follow at once. */
  async function rate(
    user: AuthUser,
    id: string,
    input: {
      note: number;
      commentaire: string | null;
      noteLivreur?: number | null | undefined;
      commentaireLivreur?: string | null | undefined;
    },
  ) {
    await ownOrder(user, id);
    const order = await loadOrder(app, id);
    if (!canRate(order.statut)) throw conflict(MSG.orderNotDelivered, 'NOT_DELIVERED');
    const noteLivreur = input.noteLivreur ?? null;
    if (order.livreurId === null && noteLivreur !== null)
      throw badRequest(MSG.courierRatingNoCourier, 'NO_COURIER');
    // His comment goes with his stars, never alone.
    const commentaireLivreur = noteLivreur === null ? null : (input.commentaireLivreur ?? null);
    try {
      await app.db.transaction().execute(async (trx) => {
        await insertAvis(trx, {
          commandeId: id,
          clientId: user.id,
          entrepriseId: order.entrepriseId,
          livreurId: order.livreurId,
          note: input.note,
          noteLivreur,
          commentaireLivreur,
          commentaire: input.commentaire,
          createdAt: new Date(),
        });
        await refreshEntrepriseRating(trx, order.entrepriseId);
        // A rating without a courier note leaves the courier's average as it was.
        if (order.livreurId !== null && noteLivreur !== null) {
          // Two ratings of one courier at once: the second waits, then counts the first.
          await lockCourier(trx, app.dialect, order.livreurId);
          await refreshCourierRating(trx, order.livreurId);
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.orderAlreadyRated, 'ALREADY_RATED');
      throw err;
    }
    // The business's new rating shows in its city's list.
    app.villeEntreprises.clear();
    return ownOrder(user, id);
  }

  return { listForClient, getForUser, cancelByClient, rate };
}
