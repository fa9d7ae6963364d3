import type { OrderStatus, Role } from '../enums.ts';
import { MSG } from '../messages.ts';
import { GUARDS } from './machine-guards.ts';
import { BUSINESS_ROWS } from './machine-rows-business.ts';
import { COURIER_ROWS } from './machine-rows-courier.ts';
import { CLIENT_AND_DESK_ROWS } from './machine-rows-desk.ts';
import { RESCUE_ROWS } from './machine-rows-rescue.ts';
import { WAITS } from './machine-waits.ts';
import { SAME_STATUS } from './machine-types.ts';
import type { MoveActor, MoveActorRole, MoveRow, OrderFacts, OrderMove, Refusal } from './machine-types.ts';

export type {
  GuardName,
  MoveActor,
  MoveActorRole,
  MoveRow,
  OrderFacts,
  OrderMove,
  Refusal,
} from './machine-types.ts';
export { SAME_STATUS } from './machine-types.ts';

/** Where every order starts: placed by its client at checkout. */
export const ORDER_START: OrderStatus = 'EN_ATTENTE_ENTREPRISE';

/**
 * Design §3: every move an order can make. One row a move: from which statuses, to which, who
 * may make it and under which guard, what it tells whom. The API's transition asks this table,
 * and so do the web's buttons and the courier's offline outbox; nothing else checks a status.
 * The rows live by who makes them (machine-rows-*.ts); here they stand in the order screens list them.
 */
export const ORDER_MACHINE: Record<OrderMove, MoveRow> = {
  accepter: BUSINESS_ROWS.accepter,
  refuser: BUSINESS_ROWS.refuser,
  annulerClient: CLIENT_AND_DESK_ROWS.annulerClient,
  accepterMission: COURIER_ROWS.accepterMission,
  marquerPrete: BUSINESS_ROWS.marquerPrete,
  marquerRecuperee: COURIER_ROWS.marquerRecuperee,
  marquerLivree: COURIER_ROWS.marquerLivree,
  annuler: BUSINESS_ROWS.annuler,
  annulerSansReponse: CLIENT_AND_DESK_ROWS.annulerSansReponse,
  liberer: CLIENT_AND_DESK_ROWS.liberer,
  assigner: CLIENT_AND_DESK_ROWS.assigner,
  rendreMission: COURIER_ROWS.rendreMission,
  signalerProbleme: COURIER_ROWS.signalerProbleme,
  annulerDesactivation: CLIENT_AND_DESK_ROWS.annulerDesactivation,
  relancer: CLIENT_AND_DESK_ROWS.relancer,
  transferer: RESCUE_ROWS.transferer,
  cloturerLivree: RESCUE_ROWS.cloturerLivree,
  cloturerRetour: RESCUE_ROWS.cloturerRetour,
  rapporter: RESCUE_ROWS.rapporter,
  repousserDelai: BUSINESS_ROWS.repousserDelai,
};

export const ORDER_MOVES = Object.keys(ORDER_MACHINE) as readonly OrderMove[];

export type MoveVerdict = { ok: true; to: OrderStatus } | { ok: false; refusal: Refusal };

/** Where the move leads from this status: its row's `to`, or the status itself for a move that keeps it. */
export function targetOf(move: OrderMove, from: OrderStatus): OrderStatus {
  const to = ORDER_MACHINE[move].to;
  return to === SAME_STATUS ? from : to;
}

/** Whether this actor may make this move now; checked in order: role, guard, status, what it waits for. */
export function canMove(order: OrderFacts, actor: MoveActor, move: OrderMove, now = Date.now()): MoveVerdict {
  const row = ORDER_MACHINE[move];
  const guard = row.by[actor.role];
  if (guard === undefined)
    return { ok: false, refusal: { status: 403, code: 'WRONG_ROLE', message: MSG.forbidden } };
  const refused = guard === null ? null : GUARDS[guard](order, actor);
  if (refused) return { ok: false, refusal: refused };
  if (!row.from.includes(order.statut)) {
    return {
      ok: false,
      refusal: row.refusedAt?.[order.statut] ??
        row.elsewhere ?? {
          status: 409,
          code: 'BAD_TRANSITION',
          message: MSG.orderTransitionRefused(order.statut),
        },
    };
  }
  const waiting = row.waits ? WAITS[row.waits](order, now) : null;
  if (waiting) return { ok: false, refusal: waiting };
  return { ok: true, to: targetOf(move, order.statut) };
}

/** The roles that may make a move: what its route lets in. */
export function moveRoles(move: OrderMove): Role[] {
  return (Object.keys(ORDER_MACHINE[move].by) as MoveActorRole[]).filter((r): r is Role => r !== 'SYSTEME');
}

/** Where a mission is on the couriers' list: the statuses `offre` moves lead to. */
const OFFERED: ReadonlySet<OrderStatus> = new Set(
  ORDER_MOVES.flatMap((m) => {
    const { missions, to } = ORDER_MACHINE[m];
    return missions === 'offre' && to !== SAME_STATUS ? [to] : [];
  }),
);

/** What a move from this status does to the couriers' list: a cancellation withdraws only an offered mission. */
export function missionsChange(move: OrderMove, from: OrderStatus): 'offre' | 'retire' | null {
  const change = ORDER_MACHINE[move].missions;
  return change === 'retire' && !OFFERED.has(from) ? null : change;
}
