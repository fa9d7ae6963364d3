import type { MoveRow, OrderMove } from './machine-types.ts';
import { SAME_STATUS } from './machine-types.ts';
import { RESCUE_LABELS } from './rescue.ts';

/**
 * Issue 34 §1: the ways out of an order a courier took. The desk hands it to another courier
 * (the status stays) or closes it once on its way; the courier brings it back to the business
 * after reporting a problem and waiting. A return ends the order cancelled: its reason is read
 * from the move's name kept in the history (`orderEndReason`).
 */
export const RESCUE_ROWS = {
  transferer: {
    from: ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'],
    to: SAME_STATUS,
    by: { ADMIN: null },
    label: RESCUE_LABELS.transferer,
    notifies: 'parties',
    missions: null,
  },
  cloturerLivree: {
    from: ['EN_LIVRAISON'],
    to: 'LIVREE',
    by: { ADMIN: null },
    label: RESCUE_LABELS.cloturerLivree,
    notifies: 'parties',
    missions: null,
  },
  cloturerRetour: {
    from: ['EN_LIVRAISON'],
    to: 'ANNULEE',
    by: { ADMIN: null },
    label: RESCUE_LABELS.cloturerRetour,
    notifies: 'parties',
    missions: null,
  },
  rapporter: {
    from: ['EN_LIVRAISON'],
    to: 'ANNULEE',
    by: { LIVREUR: 'livreurAssigne' },
    label: RESCUE_LABELS.rapporter,
    notifies: 'parties',
    missions: null,
    waits: 'attenteApresProbleme',
  },
} satisfies Partial<Record<OrderMove, MoveRow>>;

/** The moves whose end is a return to the business, not a cancellation. */
export const RETURN_MOVES: readonly OrderMove[] = ['cloturerRetour', 'rapporter'];
