import type { OrderStatus } from '../enums.ts';
import { canMove, ORDER_MACHINE, ORDER_MOVES, targetOf } from './machine.ts';
import type { MoveActor, OrderFacts, OrderMove } from './machine-types.ts';

export type MoveOption = { move: OrderMove; label: string; to: OrderStatus } & (
  { allowed: true } | { allowed: false; reason: string }
);

/** Every move of this actor's role, each allowed now or with the French reason it is not. */
export function allowedMoves(order: OrderFacts, actor: MoveActor): MoveOption[] {
  // A deactivation's consequence is the server's to make, never a button.
  const isButton = (move: OrderMove) =>
    ORDER_MACHINE[move].by[actor.role] !== undefined && !ORDER_MACHINE[move].consequence;
  return ORDER_MOVES.filter(isButton).map((move) => {
    const verdict = canMove(order, actor, move);
    const { label } = ORDER_MACHINE[move];
    const to = targetOf(move, order.statut);
    return verdict.ok
      ? { move, label, to, allowed: true }
      : { move, label, to, allowed: false, reason: verdict.refusal.message };
  });
}

/** The moves this actor may make now, for screens that only show what can be done. */
export function movesNow(order: OrderFacts, actor: MoveActor): Set<OrderMove> {
  return new Set(allowedMoves(order, actor).flatMap((o) => (o.allowed ? [o.move] : [])));
}
