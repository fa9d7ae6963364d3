import type { OrderMove } from './machine.ts';

/** The owner's moves, each with the last segment of its route `PUT /api/entreprises/{id}/orders/{orderId}/…`. */
export const BUSINESS_MOVE_PATHS = {
  accepter: 'accepter',
  refuser: 'refuser',
  marquerPrete: 'prete',
  annuler: 'annuler',
  repousserDelai: 'delai',
} as const satisfies Partial<Record<OrderMove, string>>;

export type BusinessMove = keyof typeof BUSINESS_MOVE_PATHS;

/**
 * The moves that carry a body, their routes declared one by one: the answers to a new order
 * (issue 21 §1), the cancellation's reason and the new preparation time (issue 34 §2).
 */
export const BODY_MOVES = [
  'accepter',
  'refuser',
  'annuler',
  'repousserDelai',
] as const satisfies readonly BusinessMove[];
export type PlainBusinessMove = Exclude<BusinessMove, (typeof BODY_MOVES)[number]>;
export const isBodyMove = (move: BusinessMove): move is (typeof BODY_MOVES)[number] =>
  (BODY_MOVES as readonly BusinessMove[]).includes(move);
