import type { OrderStatus } from '../enums.ts';
import { canMove, ORDER_MACHINE, ORDER_MOVES } from './machine.ts';
import type { MoveActor, OrderFacts, OrderMove } from './machine-types.ts';

export type MoveOption = { move: OrderMove; label: string; to: OrderStatus } & (
  { allowed: true } | { allowed: false; reason: string }
);

/** Every move of this actor's role, each allowed now or with the French reason it is not. */
export function allowedMoves(order: OrderFacts, actor: MoveActor): MoveOption[] {
  return ORDER_MOVES.filter((move) => ORDER_MACHINE[move].by[actor.role] !== undefined).map((move) => {
    const verdict = canMove(order, actor, move);
    const { label } = ORDER_MACHINE[move];
    const to = ORDER_MACHINE[move].to ?? order.statut;
    return verdict.ok
      ? { move, label, to, allowed: true }
      : { move, label, to, allowed: false, reason: verdict.refusal.message };
  });
}

/** The moves this actor may make now, for screens that only show what can be done. */
export function movesNow(order: OrderFacts, actor: MoveActor): Set<OrderMove> {
  return new Set(allowedMoves(order, actor).flatMap((o) => (o.allowed ? [o.move] : [])));
}
