import type { OrderMove } from './machine.ts';

/** The owner's moves, each with the last segment of its route `PUT /api/entreprises/{id}/orders/{orderId}/…`. */
export const BUSINESS_MOVE_PATHS = {
  accepter: 'accepter',
  refuser: 'refuser',
  marquerPrete: 'prete',
  annuler: 'annuler',
} as const satisfies Partial<Record<OrderMove, string>>;

export type BusinessMove = keyof typeof BUSINESS_MOVE_PATHS;
