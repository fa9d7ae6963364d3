import { SAME_STATUS, type MoveRow, type OrderMove } from './machine-types.ts';
import type { OrderStatus } from '../enums.ts';

/** The button of both cancellations, the owner's (and an admin's) and the client's. */
export const CANCEL_ORDER_LABEL = 'Annuler la commande';

const OPEN: readonly OrderStatus[] = [
  'EN_ATTENTE_ENTREPRISE',
  'EN_ATTENTE_LIVREUR',
  'ACCEPTEE',
  'PRETE',
  'EN_LIVRAISON',
];

/** The business owner's moves: answer an order, say it is ready, cancel it (an admin may cancel too). */
export const BUSINESS_ROWS = {
  accepter: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'EN_ATTENTE_LIVREUR',
    by: { ENTREPRISE: 'commandeDeLEntreprise' },
    label: 'Accepter',
    notifies: 'client',
    missions: 'offre',
  },
  refuser: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'ANNULEE',
    by: { ENTREPRISE: 'commandeDeLEntreprise' },
    label: 'Refuser',
    notifies: 'parties',
    missions: null,
  },
  marquerPrete: {
    from: ['ACCEPTEE'],
    to: 'PRETE',
    by: { ENTREPRISE: 'commandeDeLEntreprise' },
    label: 'Marquer comme prêt',
    notifies: 'client',
    missions: null,
  },
  annuler: {
    from: OPEN,
    to: 'ANNULEE',
    by: { ENTREPRISE: 'commandeDeLEntreprise', ADMIN: null },
    label: CANCEL_ORDER_LABEL,
    notifies: 'parties',
    missions: 'retire',
  },
  // Issue 34 §2: an order late to prepare gets a new ready time, told to the client and courier.
  repousserDelai: {
    from: ['EN_ATTENTE_LIVREUR', 'ACCEPTEE'],
    to: SAME_STATUS,
    by: { ENTREPRISE: 'commandeDeLEntreprise' },
    label: 'Repousser',
    notifies: 'parties',
    missions: null,
  },
} satisfies Partial<Record<OrderMove, MoveRow>>;
