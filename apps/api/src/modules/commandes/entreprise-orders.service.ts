import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import type { BusinessMove } from '@comoe/shared/commandes/business-moves';
import { MSG } from '@comoe/shared/messages';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { resetCodeTries } from './commandes.repository.ts';
import { applyTransition, loadOrder } from './order-transitions.ts';
import { businessOrderDetail, businessOrdersPage } from './order-views.ts';
import type { BusinessOrdersFilter } from './order-views.repository.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';

export function createEntrepriseOrdersService(app: FastifyInstance) {
  const assertOwner = (user: AuthUser, entrepriseId: number) =>
    ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });

  async function list(user: AuthUser, entrepriseId: number, filter: BusinessOrdersFilter) {
    await assertOwner(user, entrepriseId);
    return businessOrdersPage(app.db, entrepriseId, filter);
  }

  /** The details dialog: an order of another business is a 404, as for the actions. */
  async function detail(user: AuthUser, entrepriseId: number, orderId: string): Promise<BusinessOrderDetail> {
    await assertOwner(user, entrepriseId);
    const order = await businessOrderDetail(app.db, entrepriseId, orderId);
    if (!order) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return order;
  }

  async function act(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    action: BusinessMove,
  ): Promise<OrderStatus> {
    await assertOwner(user, entrepriseId);
    const order = await loadOrder(app, orderId);
    if (order.entrepriseId !== entrepriseId) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return applyTransition(app, { order, action, actor: user, where: { entrepriseId } });
  }

  /** Clears the wrong-code counters after 5 failed tries (design §4). */
  async function unlockCodes(user: AuthUser, entrepriseId: number, orderId: string): Promise<void> {
    await assertOwner(user, entrepriseId);
    const found = await resetCodeTries(app.db, orderId, entrepriseId);
    if (!found) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  }

  return { list, detail, act, unlockCodes };
}
