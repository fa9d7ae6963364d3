import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { BusinessOrder, ClientOrder, Mission } from '@comoe/shared/schemas/commandes';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../types.ts';
import { lockCourier } from '../livreurs/livreurs.repository.ts';
import { clientOrders } from './client-orders.ts';
import { applyTransition, loadOrder } from './order-transitions.ts';
import { businessOrderById, missionQuery, toMission } from './order-views.ts';

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
      const row = await missionQuery(app.db).where('c.id', '=', id).executeTakeFirstOrThrow();
      return toMission(row);
    }
    if (user.role === 'ENTREPRISE' && order.ownerId !== user.id)
      throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const view = await businessOrderById(app.db, id);
    if (!view) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return view;
  }

  async function cancelByClient(user: AuthUser, id: string): Promise<OrderStatus> {
    await ownOrder(user, id);
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
    input: { note: number; commentaire: string | null; noteLivreur?: number | null | undefined },
  ) {
    const noteLivreur = input.noteLivreur ?? null;
    await ownOrder(user, id);
    const order = await loadOrder(app, id);
    if (order.statut !== 'LIVREE') throw conflict(MSG.orderNotDelivered, 'NOT_DELIVERED');
    try {
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('avis')
          .values({
            commandeId: id,
            clientId: user.id,
            entrepriseId: order.entrepriseId,
            livreurId: order.livreurId,
            note: input.note,
            noteLivreur: order.livreurId === null ? null : noteLivreur,
            commentaire: input.commentaire,
            createdAt: new Date(),
          })
          .execute();
        const e = await trx
          .selectFrom('avis')
          .select((eb) => [eb.fn.avg<number>('note').as('moyenne'), eb.fn.countAll<number>().as('n')])
          .where('entrepriseId', '=', order.entrepriseId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('entreprises')
          .set({ noteMoyenne: Math.round(Number(e.moyenne) * 10) / 10, nombreAvis: Number(e.n) })
          .where('id', '=', order.entrepriseId)
          .execute();
        // The courier's rating is the mean of the courier ratings only (not of the order's note).
        if (order.livreurId !== null && noteLivreur !== null) {
          // Two ratings of one courier at once: the second waits, then counts the first.
          await lockCourier(trx, app.dialect, order.livreurId);
          const l = await trx
            .selectFrom('avis')
            .select((eb) => eb.fn.avg<number>('noteLivreur').as('moyenne'))
            .where('livreurId', '=', order.livreurId)
            .where('noteLivreur', 'is not', null)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('livreurs')
            .set({ noteMoyenne: Math.round(Number(l.moyenne) * 10) / 10 })
            .where('utilisateurId', '=', order.livreurId)
            .execute();
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
