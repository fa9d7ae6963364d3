import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import type { PlainBusinessMove } from '@comoe/shared/commandes/business-moves';
import {
  DECISION_MSG,
  type AcceptOrderAnswer,
  type AcceptOrderInput,
  type refuseOrderSchema,
} from '@comoe/shared/schemas/order-decisions';
import type { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import {
  OWNER_REASON_MSG,
  SANS_MOTIF,
  type CancelOrderInput,
  type DelayOrderAnswer,
  type DelayOrderInput,
} from '@comoe/shared/schemas/order-owner-reasons';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { orderRef } from '@comoe/shared/commandes/reference';
import { preteVersLabel } from '@comoe/shared/commandes/prete-vers';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { resetCodeTries } from './commandes.repository.ts';
import { applyTransition, loadOrder } from './order-transitions.ts';
import { recordOrderEvent } from './order-history.service.ts';
import { businessOrderDetail, businessOrdersPage } from './order-views.ts';
import type { BusinessOrdersFilter } from './order-views.repository.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { createProduitsService } from '../menu/produits.service.ts';

type RefuseOrder = z.output<typeof refuseOrderSchema>;

export function createEntrepriseOrdersService(app: FastifyInstance) {
  const produits = createProduitsService(app);
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

  /** The moves that need nothing but the order: ready. */
  async function act(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    action: PlainBusinessMove,
  ): Promise<OrderStatus> {
    const order = await ownOrder(user, entrepriseId, orderId);
    return applyTransition(app, { order, action, actor: user, where: { entrepriseId } });
  }

  /** The owner's order, or a 404 as for a missing one (another business's order is not disclosed). */
  async function ownOrder(user: AuthUser, entrepriseId: number, orderId: string) {
    return (await ownOrderOf(user, entrepriseId, orderId)).order;
  }

  async function ownOrderOf(user: AuthUser, entrepriseId: number, orderId: string) {
    const entreprise = await assertOwner(user, entrepriseId);
    const order = await loadOrder(app, orderId);
    if (order.entrepriseId !== entrepriseId) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return { entreprise, order };
  }

  /**
   * Accepting says how long the preparation takes, or takes the business's usual time (a call
   * written as the spec writes it, without a body): everyone then reads when it should be ready,
   * and the answer says which time was used.
   */
  async function accept(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    input: AcceptOrderInput,
  ): Promise<AcceptOrderAnswer> {
    const { entreprise, order } = await ownOrderOf(user, entrepriseId, orderId);
    const delaiPreparationMin = input?.delaiPreparationMin ?? entreprise.delaiPreparationHabituelMin;
    const pretePrevueAt = new Date(Date.now() + delaiPreparationMin * 60_000);
    const statut = await applyTransition(app, {
      order,
      action: 'accepter',
      actor: user,
      where: { entrepriseId },
      set: { delaiPreparationMin, pretePrevueAt },
      notices: { client: DECISION_MSG.acceptedClient(preteVersLabel(pretePrevueAt.toISOString())) },
    });
    return { statut, delaiPreparationMin, preteVers: pretePrevueAt.toISOString() };
  }

  /**
   * Refusing says why (the client reads it, as the desk's reasons); the products named as out of
   * stock become unavailable in the same transaction as the refusal, and the menu shows it at once.
   */
  async function refuse(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    input: RefuseOrder,
  ): Promise<OrderStatus> {
    const order = await ownOrder(user, entrepriseId, orderId);
    const ids = await produits.assertOfEntreprise(entrepriseId, input.produitsIndisponibles ?? []);
    const statut = await applyTransition(app, {
      order,
      action: 'refuser',
      actor: user,
      where: { entrepriseId },
      motif: input.motif,
      notices: { client: DECISION_MSG.refusedClient(input.motif) },
      after: (trx) => produits.markUnavailable(trx, entrepriseId, ids),
    });
    if (ids.length > 0) produits.menuChanged(entrepriseId);
    return statut;
  }

  /**
   * Cancelling says why (issue 34 §2): the client and the courier read it, the history keeps it.
   * A call written as the spec writes it, without a body, is kept as "Sans motif".
   */
  async function cancel(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    input: CancelOrderInput,
  ): Promise<OrderStatus> {
    const order = await ownOrder(user, entrepriseId, orderId);
    const motif = input?.motif ?? SANS_MOTIF;
    const byDesk = user.role === 'ADMIN';
    return applyTransition(app, {
      order,
      action: 'annuler',
      actor: user,
      where: { entrepriseId },
      motif,
      notices: byDesk
        ? { client: DESK_MSG.cancelledClient(motif), others: DESK_MSG.cancelledOthers(motif) }
        : {
            client: OWNER_REASON_MSG.cancelledClient(motif),
            courier: OWNER_REASON_MSG.cancelledCourier(motif),
          },
    });
  }

  /**
   * A late order gets a new ready time from now (issue 34 §2): the client and the courier read
   * it at once, the history keeps it. The time said at acceptance stays as it was.
   */
  async function delay(
    user: AuthUser,
    entrepriseId: number,
    orderId: string,
    input: DelayOrderInput,
  ): Promise<DelayOrderAnswer> {
    const order = await ownOrder(user, entrepriseId, orderId);
    const { delaiPreparationMin } = input;
    const pretePrevueAt = new Date(Date.now() + delaiPreparationMin * 60_000);
    const preteVers = preteVersLabel(pretePrevueAt.toISOString());
    const notice = OWNER_REASON_MSG.delayedNotice(preteVers);
    const statut = await applyTransition(app, {
      order,
      action: 'repousserDelai',
      actor: user,
      where: { entrepriseId },
      set: { pretePrevueAt },
      motif: OWNER_REASON_MSG.delayedMotif(delaiPreparationMin, preteVers),
      notices: { client: notice, others: notice },
    });
    return { statut, delaiPreparationMin, preteVers: pretePrevueAt.toISOString() };
  }

  /** Clears the wrong-code counters after 5 failed tries (design §4). */
  async function unlockCodes(user: AuthUser, entrepriseId: number, orderId: string): Promise<void> {
    await assertOwner(user, entrepriseId);
    const found = await app.db.transaction().execute(async (trx) => {
      if (!(await resetCodeTries(trx, orderId, entrepriseId))) return false;
      await recordOrderEvent(trx, { commandeId: orderId, type: 'CODES_DEBLOQUES', actor: user });
      return true;
    });
    if (!found) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    await tellCourierUnlocked(orderId);
  }

  /** The courier of the order hears it at once, with a sound (issue 22 §2): he may try again. */
  async function tellCourierUnlocked(orderId: string): Promise<void> {
    const order = await loadOrder(app, orderId);
    if (order.livreurId === null) return;
    const notice = {
      utilisateurId: order.livreurId,
      titre: `Commande ${orderRef(orderId)}`,
      corps: COURIER_ALERT_MSG.codesUnlocked,
      commandeId: orderId,
    };
    await app.db.transaction().execute((trx) => app.notifier.store(trx, [notice]));
    await app.notifier.deliver([notice]);
  }

  return { list, detail, act, accept, refuse, cancel, delay, unlockCodes };
}
