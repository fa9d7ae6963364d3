import type { OrderStatus } from '@comoe/shared/enums';
import {
  lostToMessage,
  moveOfTransition,
  moveReason,
  type OrderCode,
  type OrderEventType,
} from '@comoe/shared/commandes/order-events';
import type { orderEventSchema } from '@comoe/shared/schemas/entreprise-reports';
import type { z } from 'zod';
import type { Database, Db } from '../../db/database.ts';
import { findTransitions } from './commandes.repository.ts';
import { findLatestTransition, findOrderEvents, insertOrderEvent } from './order-events.repository.ts';

export interface OrderEventInput {
  commandeId: string;
  type: OrderEventType;
  actor: { id: number | null; role: string };
  livreurId?: number | null;
  code?: OrderCode | null;
  essaisRestants?: number | null;
}

/** Keeps what happened to an order without a move (issue 34 §2), for its history. */
export function recordOrderEvent(db: Db, e: OrderEventInput): Promise<void> {
  return insertOrderEvent(db, {
    commandeId: e.commandeId,
    type: e.type,
    acteurId: e.actor.id,
    acteurRole: e.actor.role,
    livreurId: e.livreurId ?? null,
    code: e.code ?? null,
    essaisRestants: e.essaisRestants ?? null,
  });
}

const named = (prenom: string | null, nom: string | null) => `${prenom ?? ''} ${nom ?? ''}`.trim();

interface Line {
  at: Date;
  deStatut: OrderStatus | null;
  versStatut: OrderStatus;
  acteurRole: string;
  acteur: { id: number; nom: string } | null;
  motif: string | null;
  /** The machine's move, when recorded (issue 34 §1: a transfer, a return). */
  mouvement: string | null;
  evenement: z.infer<typeof orderEventSchema> | null;
}

/**
 * The order's moves and events as one list, oldest first (a move first when both carry the same
 * instant: the event it caused is written after it). An event reads the status of its moment.
 */
export async function orderHistory(db: Database, id: string) {
  const [transitions, events] = await Promise.all([findTransitions(db, id), findOrderEvents(db, id)]);
  const moves = transitions.map((t): Line => ({
    at: t.createdAt,
    deStatut: t.deStatut,
    versStatut: t.versStatut,
    acteurRole: t.acteurRole,
    acteur: t.acteurId === null ? null : { id: t.acteurId, nom: named(t.acteurPrenom, t.acteurNom) },
    motif: moveReason(t.motif, t),
    mouvement: t.mouvement,
    evenement: null,
  }));
  const lines: Line[] = [];
  let status: OrderStatus | null = null;
  let next = 0;
  for (const e of events) {
    while (next < moves.length && moves[next]!.at.getTime() <= e.createdAt.getTime()) {
      status = moves[next]!.versStatut;
      lines.push(moves[next++]!);
    }
    const at = status ?? moves[0]?.versStatut ?? 'EN_ATTENTE_ENTREPRISE';
    lines.push({
      at: e.createdAt,
      deStatut: at,
      versStatut: at,
      acteurRole: e.acteurRole,
      acteur: e.acteurId === null ? null : { id: e.acteurId, nom: named(e.acteurPrenom, e.acteurNom) },
      motif: null,
      mouvement: null,
      evenement: {
        type: e.type,
        livreur: e.livreurId === null ? null : { id: e.livreurId, nom: named(e.livreurPrenom, e.livreurNom) },
        code: e.code,
        essaisRestants: e.essaisRestants,
      },
    });
  }
  lines.push(...moves.slice(next));
  return lines.map(({ at, ...line }) => ({ ...line, date: at.toISOString() }));
}

/** The owner's view of the same history: roles, not the names of the desk's operators. */
export async function ownerOrderHistory(db: Database, id: string) {
  return (await orderHistory(db, id)).map(({ acteur: _acteur, ...line }) => line);
}

/**
 * What an admin whose move lost is told (two admins at once, issue 34 §2): who made the order's
 * latest move, and which, e.g. "Mariam Koné vient d'annuler cette commande."
 */
export async function lostMoveMessage(db: Database, id: string): Promise<string | null> {
  const last = await findLatestTransition(db, id);
  if (!last) return null;
  const nom = last.prenom === null ? null : named(last.prenom, last.nom);
  return lostToMessage(
    nom,
    last.acteurRole,
    moveOfTransition(last.deStatut, last.versStatut, last.acteurRole, last.mouvement),
  );
}
