import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { DESK_MSG, type DeactivationOutcome } from '@comoe/shared/admin/desk-messages';
import { canMove, type OrderFacts } from '@comoe/shared/commandes/machine';
import { orderRef } from '@comoe/shared/commandes/reference';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import { MSG } from '@comoe/shared/messages';
import type { AccountOpenOrder, DeactivationPreview } from '@comoe/shared/schemas/admin-commandes';
import { appendJournal } from '../../db/admin-journal.ts';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { applyTransitionIn } from '../commandes/order-transitions.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  entrepriseOfOwner,
  openOrdersOf,
  orderWithClient,
  type OrdersOf,
} from './admin-deactivation.repository.ts';

type Account = { id: number; role: string };

/** Why each party's orders moved, kept in the order's history and read by the parties. */
function reasonFor(owner: OrdersOf): string {
  if ('entrepriseId' in owner) return DESK_MSG.businessDisabled;
  return 'livreurId' in owner ? DESK_MSG.courierDisabled : DESK_MSG.clientDisabled;
}

/**
 * Issue 34: one rule per deactivated party, asked of the order machine. A business's or a client's
 * orders not yet picked up are cancelled, those on their way go on to the door; a courier's
 * missions not yet picked up go back to the city, those on their way stay, flagged on the desk
 * (the admin hands them to another courier or closes them).
 */
function outcomeOf(order: OrderFacts, owner: OrdersOf, adminId: number): DeactivationOutcome {
  const admin = { role: 'ADMIN' as const, id: adminId };
  if ('livreurId' in owner) return canMove(order, admin, 'liberer').ok ? 'REMISE_AUX_LIVREURS' : 'SIGNALEE';
  return canMove(order, admin, 'annulerDesactivation').ok ? 'ANNULEE' : 'CONTINUE';
}

/** Deactivating an account: its open orders settled, and a deactivated client's code read by phone. */
export function createAdminDeactivationService(app: FastifyInstance) {
  /** Whose orders an account holds, as the repository reads them; none for an admin. */
  async function ordersOwner(db: Db, account: Account): Promise<OrdersOf | null> {
    if (account.role === 'ENTREPRISE') {
      const business = await entrepriseOfOwner(db, account.id);
      return business ? { entrepriseId: business.id } : null;
    }
    if (account.role === 'LIVREUR') return { livreurId: account.id };
    return account.role === 'CLIENT' ? { clientId: account.id } : null;
  }

  /** The confirmation's list: the account's open orders and what deactivating it does to each. */
  async function openOrders(me: AuthUser, accountId: number): Promise<AccountOpenOrder[]> {
    const account = await findUserById(app.db, accountId);
    if (!account) throw notFound(MSG.userNotFound, 'USER_NOT_FOUND');
    const owner = await ordersOwner(app.db, account);
    if (!owner) return [];
    return (await openOrdersOf(app.db, owner)).map((r) => ({
      id: r.id,
      reference: orderRef(r.id),
      statut: r.statut,
      total: Number(r.total),
      dateCommande: new Date(r.createdAt).toISOString(),
      suite: outcomeOf(r, owner, me.id),
    }));
  }

  /** The same list, counted as the confirmation says it; nothing changes. */
  async function preview(me: AuthUser, accountId: number): Promise<DeactivationPreview> {
    const commandes = await openOrders(me, accountId);
    const count = (...suites: DeactivationOutcome[]) =>
      commandes.filter((c) => suites.includes(c.suite)).length;
    return {
      annulees: count('ANNULEE'),
      remisesAuxLivreurs: count('REMISE_AUX_LIVREURS'),
      continuent: count('CONTINUE', 'SIGNALEE'),
      commandes,
    };
  }

  /**
   * Settles the open orders of an account just deactivated, inside the deactivation's transaction:
   * each a move of the order machine by the admin, its reason in the history, the parties told
   * once committed (the answer's publishers).
   */
  async function settleIn(trx: Transaction<DB>, me: AuthUser, account: Account) {
    const owner = await ordersOwner(trx, account);
    if (!owner) return [];
    const motif = reasonFor(owner);
    const publishers: Array<() => Promise<void>> = [];
    for (const order of await openOrdersOf(trx, owner, app.dialect)) {
      const outcome = outcomeOf(order, owner, me.id);
      const ref = orderRef(order.id);
      const journal =
        (type: 'commande.annuler' | 'commande.liberer', resume: string) => (t: Transaction<DB>) =>
          appendJournal(t, { adminId: me.id, type, cibleType: 'commande', cibleId: order.id, resume, motif });
      const done =
        outcome === 'ANNULEE'
          ? await applyTransitionIn(app, trx, {
              order,
              action: 'annulerDesactivation',
              actor: me,
              motif,
              notices: { client: DESK_MSG.cancelledClient(motif), others: DESK_MSG.cancelledOthers(motif) },
              after: journal(
                'commande.annuler',
                `Commande ${ref} (« ${STATUS_LABELS[order.statut]} ») annulée à la désactivation du compte.`,
              ),
            })
          : outcome === 'REMISE_AUX_LIVREURS'
            ? await applyTransitionIn(app, trx, {
                order,
                action: 'liberer',
                actor: me,
                motif,
                set: { livreurId: null },
                where: { livreurId: account.id },
                notices: { others: DESK_MSG.released(motif) },
                after: journal(
                  'commande.liberer',
                  `Commande ${ref} remise aux livreurs de la ville à la désactivation de son livreur.`,
                ),
              })
            : null;
      if (done) publishers.push(done.publish);
    }
    return publishers;
  }

  /** Why the code may not be read now, or null (the courier needs it at the door, she cannot sign in). */
  function codeRefusal(order: OrderFacts & { clientStatut: string }) {
    if (!canMove(order, { role: 'LIVREUR' }, 'marquerLivree').ok)
      return conflict(ADMIN_MSG.clientCodeNotOnItsWay, 'NOT_ON_ITS_WAY');
    return order.clientStatut === 'ACTIF'
      ? conflict(ADMIN_MSG.clientCodeClientActive, 'CLIENT_ACTIVE')
      : null;
  }

  /** Whether the desk offers « Lire le code au client » on this order. */
  async function clientCodeReadable(orderId: string): Promise<boolean> {
    const order = await orderWithClient(app.db, orderId);
    return order !== undefined && codeRefusal(order) === null;
  }

  /**
   * The delivery code of an order on its way whose client is deactivated (she cannot sign in to
   * read it): the admin reads it to her by phone. Only while the courier still needs it at the
   * door (the machine's delivery move), journaled each time.
   */
  async function clientCode(me: AuthUser, orderId: string): Promise<{ code: string }> {
    const order = await orderWithClient(app.db, orderId);
    if (!order) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const refusal = codeRefusal(order);
    if (refusal) throw refusal;
    await appendJournal(app.db, {
      adminId: me.id,
      type: 'commande.code-client',
      cibleType: 'commande',
      cibleId: order.id,
      resume: `Code de la commande ${orderRef(order.id)} lu à ${order.prenom} ${order.nom} (compte client désactivé).`,
    });
    return { code: order.codeClient };
  }

  return { openOrders, preview, settleIn, clientCode, clientCodeReadable };
}
