import type { MoveRow, OrderMove } from './machine-types.ts';
import { CANCEL_ORDER_LABEL } from './machine-rows-business.ts';

/** The client's cancellation, the server's for orders nobody answered, and the operations desk's moves. */
export const CLIENT_AND_DESK_ROWS = {
  annulerClient: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'ANNULEE',
    by: { CLIENT: 'commandeDuClient' },
    label: CANCEL_ORDER_LABEL,
    notifies: 'parties',
    missions: null,
  },
  annulerSansReponse: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'ANNULEE',
    by: { SYSTEME: null },
    label: 'Annuler sans réponse',
    notifies: 'parties',
    missions: null,
  },
  // The operations desk: a mission taken but not picked up goes back to every courier of the city.
  liberer: {
    from: ['ACCEPTEE', 'PRETE'],
    to: 'EN_ATTENTE_LIVREUR',
    by: { ADMIN: null },
    label: 'Remettre aux livreurs',
    notifies: 'parties',
    missions: 'offre',
  },
  // The desk hands a waiting mission to one courier (the service checks that courier can take it).
  assigner: {
    from: ['EN_ATTENTE_LIVREUR'],
    to: 'ACCEPTEE',
    by: { ADMIN: null },
    label: 'Assigner un livreur',
    notifies: 'parties',
    missions: 'retire',
  },
  // Issue 34: a business or a client deactivated. What is not yet picked up is cancelled; what is
  // on its way goes on to the door (the courier and the business are paid as usual).
  annulerDesactivation: {
    from: ['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE'],
    to: 'ANNULEE',
    by: { ADMIN: null },
    label: 'Annuler (compte désactivé)',
    notifies: 'parties',
    missions: 'retire',
    consequence: true,
  },
  // The desk reminds a business that has not answered yet (issue 34 §2): the order stays where it
  // is; the reminder is kept in its history, not as a move of its status.
  relancer: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'EN_ATTENTE_ENTREPRISE',
    by: { ADMIN: null },
    label: 'Relancer l’entreprise',
    notifies: 'client',
    missions: null,
  },
} satisfies Partial<Record<OrderMove, MoveRow>>;
