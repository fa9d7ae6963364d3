import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OrderStatus } from '@comoe/shared/enums';
import type { LiveEvent } from '@comoe/shared/events';
import { MSG } from '@comoe/shared/messages';
import { orderEndReason } from '@comoe/shared/commandes/end-reasons';
import {
  canMove,
  missionsChange,
  ORDER_MACHINE,
  type MoveActor,
  type OrderMove,
} from '@comoe/shared/commandes/machine';
import { orderRef } from '@comoe/shared/commandes/reference';
import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { DB } from '../../db/schema.ts';
import type { CommandeRow } from '../../db/tables/commandes.table.ts';
import type { AuthUser } from '../../types.ts';
import type { NewNotification } from '../notifications/notifier.ts';
import { findOrderWithOwner, moveStatus, recordTransition } from './commandes.repository.ts';

export type OrderWithOwner = CommandeRow & { ownerId: number };

export async function loadOrder(app: FastifyInstance, id: string): Promise<OrderWithOwner> {
  const row = await findOrderWithOwner(app.db, id);
  if (!row) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  return row;
}

/** The server acting on its own (design §12): recorded as 'SYSTEME', with no user id. */
export interface SystemActor {
  id: null;
  role: 'SYSTEME';
}
export const SYSTEM_ACTOR: SystemActor = { id: null, role: 'SYSTEME' };
/** A courier accepting a mission says where it is and whether it works now (the machine's guard asks). */
export type TransitionActor =
  (AuthUser & Pick<MoveActor, 'villeId' | 'disponible' | 'verifie'>) | SystemActor;

/**
 * The order machine's answer for this actor, as the API's error: for a service that must know
 * before it spends anything on the move (a code try, a stored photo).
 */
export function assertMove(order: OrderWithOwner, actor: TransitionActor, move: OrderMove): OrderStatus {
  const verdict = canMove(order, actor, move);
  if (!verdict.ok) throw new AppError(verdict.refusal.status, verdict.refusal.code, verdict.refusal.message);
  return verdict.to;
}

/** Texts that replace the usual ones for this move (an automatic cancellation explains itself). */
export interface TransitionNotices {
  client?: string;
  /** The business and the courier, when they did not make the move. */
  others?: string;
  /** The courier alone, when he must read something else than the business (a mission handed to him). */
  courier?: string;
}

/** The live events and stored notifications a move produces, as its row of the machine says. */
function moveEvents(
  order: OrderWithOwner,
  move: OrderMove,
  livreurId: number | null,
  actor: { id: number | null; role: string },
  notices: TransitionNotices = {},
) {
  const row = ORDER_MACHINE[move];
  const from = order.statut;
  const to = row.to ?? from;
  const actorId = actor.id;
  const at = new Date().toISOString();
  const users = [order.clientId, order.ownerId, ...(livreurId ? [livreurId] : [])];
  const motif = orderEndReason(to, from, actor.role);
  const events: LiveEvent[] = [
    {
      audience: { users, admins: true },
      data: { type: 'commande.statut', commandeId: order.id, statut: to, at, ...(motif ? { motif } : {}) },
    },
  ];
  const missions = missionsChange(move, from);
  if (missions) {
    const type = missions === 'offre' ? 'mission.disponible' : 'mission.retiree';
    events.push({
      audience: { couriersOfVille: order.villeId },
      data: { type, commandeId: order.id, villeId: order.villeId, at },
    });
  }
  const titre = `Commande ${orderRef(order.id)}`;
  const notifications: NewNotification[] = [
    {
      utilisateurId: order.clientId,
      titre,
      corps: notices.client ?? CLIENT_STATUS_MESSAGES[to],
      commandeId: order.id,
    },
  ];
  // The other parties hear of a cancellation they did not make.
  if (row.notifies === 'parties') {
    for (const id of [order.ownerId, livreurId]) {
      if (id !== null && id !== actorId) {
        notifications.push({
          utilisateurId: id,
          titre,
          corps:
            (id === livreurId ? notices.courier : undefined) ?? notices.others ?? MSG.orderCancelledNotice,
          commandeId: order.id,
        });
      }
    }
  }
  return { events, notifications };
}

export interface TransitionRequest {
  order: OrderWithOwner;
  action: OrderMove;
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
  /** Why, kept in the order's history (an admin always says why). */
  motif?: string;
  /** People the row does not name who hear of the move too (the admins, of an automatic cancel). */
  alsoNotify?: NewNotification[];
}

/**
 * Applies one move of design §3: a conditional update, its record and notifications in one
 * transaction, then the live events once committed. Answers the new status.
 */
export async function applyTransition(app: FastifyInstance, req: TransitionRequest): Promise<OrderStatus> {
  const { order, action, actor } = req;
  const to = assertMove(order, actor, action);
  const livreurId = req.set?.livreurId ?? order.livreurId;
  const moved = moveEvents(order, action, livreurId ?? null, actor, req.notices);
  const { events } = moved;
  const notifications = [...moved.notifications, ...(req.alsoNotify ?? [])];
  const won = await app.db.transaction().execute(async (trx) => {
    const ok = await moveStatus(trx, order.id, [order.statut], to, req.set, req.where);
    if (!ok) return false;
    await recordTransition(trx, {
      commandeId: order.id,
      deStatut: order.statut,
      versStatut: to,
      acteurId: actor.id,
      acteurRole: actor.role,
      motif: req.motif ?? null,
    });
    await app.notifier.store(trx, notifications);
    if (req.after) await req.after(trx);
    return true;
  });
  if (!won) {
    throw conflict(req.lostMessage ?? MSG.orderChangedMeanwhile, 'TRANSITION_LOST');
  }
  app.metrics?.orderMoved(order.statut, to);
  for (const e of events)
    await app.events.publish(e).catch((err: unknown) => app.log.error({ err }, 'publication'));
  await app.notifier.deliver(notifications);
  return to;
}
