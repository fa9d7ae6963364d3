import type { OrderMove } from './machine.ts';

/** The owner's moves, each with the last segment of its route `PUT /api/entreprises/{id}/orders/{orderId}/…`. */
export const BUSINESS_MOVE_PATHS = {
  accepter: 'accepter',
  refuser: 'refuser',
  marquerPrete: 'prete',
  annuler: 'annuler',
} as const satisfies Partial<Record<OrderMove, string>>;

export type BusinessMove = keyof typeof BUSINESS_MOVE_PATHS;

/** The answers to a new order carry a body (issue 21 §1): their routes are declared one by one. */
export const DECISION_MOVES = ['accepter', 'refuser'] as const satisfies readonly BusinessMove[];
export type PlainBusinessMove = Exclude<BusinessMove, (typeof DECISION_MOVES)[number]>;
export const isDecisionMove = (move: BusinessMove): move is (typeof DECISION_MOVES)[number] =>
  (DECISION_MOVES as readonly BusinessMove[]).includes(move);
