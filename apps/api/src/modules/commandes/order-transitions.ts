import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OrderStatus } from '@comoe/shared/enums';
import type { LiveEvent } from '@comoe/shared/events';
import { MSG } from '@comoe/shared/messages';
import { CLIENT_STATUS_MESSAGES, orderEndReason } from '@comoe/shared/orders';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { DB } from '../../db/schema.ts';
import type { CommandeRow } from '../../db/tables/commandes.table.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { MOVES, type OrderAction } from './order-machine.ts';
import { moveStatus, recordTransition } from './commandes.repository.ts';

export type OrderWithOwner = CommandeRow & { ownerId: number };

export async function loadOrder(app: FastifyInstance, id: string): Promise<OrderWithOwner> {
  const row = await app.db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .selectAll('c')
    .select('e.utilisateurId as ownerId')
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  return row;
}

export function shortId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The server acting on its own (design §12): recorded as 'SYSTEME', with no user id. */
export interface SystemActor {
  id: null;
  role: 'SYSTEME';
}
export const SYSTEM_ACTOR: SystemActor = { id: null, role: 'SYSTEME' };
export type TransitionActor = AuthUser | SystemActor;

/** Texts that replace the usual ones for this move (an automatic cancellation explains itself). */
export interface TransitionNotices {
  client?: string;
  /** The business and the courier, when they did not make the move. */
  others?: string;
}

/** The live events and stored notifications a status change produces. */
export function statusEvents(
  order: OrderWithOwner,
  from: OrderStatus | null,
  to: OrderStatus,
  livreurId: number | null,
  actor: { id: number | null; role: string },
  notices: TransitionNotices = {},
) {
  const actorId = actor.id;
  const at = new Date().toISOString();
  const users = [order.clientId, order.ownerId, ...(livreurId ? [livreurId] : [])];
  const motif = orderEndReason(to, from, actor.role);
  const events: LiveEvent[] = [
    {
      audience: { users },
      data: { type: 'commande.statut', commandeId: order.id, statut: to, at, ...(motif ? { motif } : {}) },
    },
  ];
  if (to === 'EN_ATTENTE_LIVREUR') {
    events.push({
      audience: { couriersOfVille: order.villeId },
      data: { type: 'mission.disponible', commandeId: order.id, villeId: order.villeId, at },
    });
  }
  if (from === 'EN_ATTENTE_LIVREUR') {
    events.push({
      audience: { couriersOfVille: order.villeId },
      data: { type: 'mission.retiree', commandeId: order.id, villeId: order.villeId, at },
    });
  }
  const titre = `Commande ${shortId(order.id)}`;
  const notifications: NewNotification[] = [
    {
      utilisateurId: order.clientId,
      titre,
      corps: notices.client ?? CLIENT_STATUS_MESSAGES[to],
      commandeId: order.id,
    },
  ];
  // The other parties hear of a cancellation they did not make.
  if (to === 'ANNULEE') {
    for (const id of [order.ownerId, livreurId]) {
      if (id !== null && id !== actorId) {
        notifications.push({
          utilisateurId: id,
          titre,
          corps: notices.others ?? MSG.orderCancelledNotice,
          commandeId: order.id,
        });
      }
    }
  }
  return { events, notifications };
}

export interface TransitionRequest {
  order: OrderWithOwner;
  action: OrderAction;
  actor: TransitionActor;
  notices?: TransitionNotices;
  /** Extra columns written with the status (the courier who took the mission, the proof…). */
  set?: Parameters<typeof moveStatus>[4];
  /** Extra conditions the row must still meet (this courier's mission…). */
  where?: Parameters<typeof moveStatus>[5];
  /** Message when another actor changed the order first. */
  lostMessage?: string;
  /** Work done in the same transaction after the move (e.g. payout bookkeeping). */
  after?: (trx: Transaction<DB>) => Promise<void>;
}

/**
 * Applies one move of design §3: a conditional update, its record and notifications in one
 * transaction, then the live events once committed. Answers the new status.
 */
export async function applyTransition(app: FastifyInstance, req: TransitionRequest): Promise<OrderStatus> {
  const { order, action, actor } = req;
  const move = MOVES[action];
  if (!move.from.includes(order.statut)) {
    throw conflict(MSG.orderTransitionRefused(order.statut), 'BAD_TRANSITION');
  }
  const livreurId = req.set?.livreurId ?? order.livreurId;
  const { events, notifications } = statusEvents(
    order,
    order.statut,
    move.to,
    livreurId ?? null,
    actor,
    req.notices,
  );
  const won = await app.db.transaction().execute(async (trx) => {
    const ok = await moveStatus(trx, order.id, [order.statut], move.to, req.set, req.where);
    if (!ok) return false;
    await recordTransition(trx, {
      commandeId: order.id,
      deStatut: order.statut,
      versStatut: move.to,
      acteurId: actor.id,
      acteurRole: actor.role,
    });
    await app.notifier.store(trx, notifications);
    if (req.after) await req.after(trx);
    return true;
  });
  if (!won) {
    throw conflict(req.lostMessage ?? MSG.orderChangedMeanwhile, 'TRANSITION_LOST');
  }
  for (const e of events)
    await app.events.publish(e).catch((err: unknown) => app.log.error({ err }, 'publication'));
  await app.notifier.deliver(notifications);
  return move.to;
}
