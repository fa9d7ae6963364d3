import type { OrderStatus } from '../enums.ts';
import { INCIDENT_MSG } from './incidents.ts';
import { SAME_STATUS, type MoveActorRole, type OrderMove, type SameStatus } from './machine-types.ts';

/** Design §3's table, written out by hand: a changed row of the machine must change this too. */
export const DESIGN: Record<
  OrderMove,
  { from: OrderStatus[]; to: OrderStatus | SameStatus; roles: MoveActorRole[] }
> = {
  accepter: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'EN_ATTENTE_LIVREUR', roles: ['ENTREPRISE'] },
  refuser: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', roles: ['ENTREPRISE'] },
  annulerClient: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', roles: ['CLIENT'] },
  accepterMission: { from: ['EN_ATTENTE_LIVREUR'], to: 'ACCEPTEE', roles: ['LIVREUR'] },
  marquerPrete: { from: ['ACCEPTEE'], to: 'PRETE', roles: ['ENTREPRISE'] },
  marquerRecuperee: { from: ['PRETE'], to: 'EN_LIVRAISON', roles: ['LIVREUR'] },
  marquerLivree: { from: ['EN_LIVRAISON'], to: 'LIVREE', roles: ['LIVREUR'] },
  annuler: {
    from: ['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE', 'EN_LIVRAISON'],
    to: 'ANNULEE',
    roles: ['ENTREPRISE', 'ADMIN'],
  },
  annulerSansReponse: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', roles: ['SYSTEME'] },
  liberer: { from: ['ACCEPTEE', 'PRETE'], to: 'EN_ATTENTE_LIVREUR', roles: ['ADMIN'] },
  assigner: { from: ['EN_ATTENTE_LIVREUR'], to: 'ACCEPTEE', roles: ['ADMIN'] },
  rendreMission: { from: ['ACCEPTEE', 'PRETE'], to: 'EN_ATTENTE_LIVREUR', roles: ['LIVREUR'] },
  signalerProbleme: { from: ['EN_LIVRAISON'], to: 'EN_LIVRAISON', roles: ['LIVREUR'] },
  annulerDesactivation: {
    from: ['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE'],
    to: 'ANNULEE',
    roles: ['ADMIN'],
  },
  relancer: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'EN_ATTENTE_ENTREPRISE', roles: ['ADMIN'] },
  // Issue 34 §1: the ways out of an order stuck with its courier.
  transferer: { from: ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'], to: SAME_STATUS, roles: ['ADMIN'] },
  cloturerLivree: { from: ['EN_LIVRAISON'], to: 'LIVREE', roles: ['ADMIN'] },
  cloturerRetour: { from: ['EN_LIVRAISON'], to: 'ANNULEE', roles: ['ADMIN'] },
  rapporter: { from: ['EN_LIVRAISON'], to: 'ANNULEE', roles: ['LIVREUR'] },
  // Issue 34 §2: a new ready time, the order staying where it is.
  repousserDelai: { from: ['EN_ATTENTE_LIVREUR', 'ACCEPTEE'], to: SAME_STATUS, roles: ['ENTREPRISE'] },
};

/** Refusals that say what to do instead (issue 22 §3), by move and status. */
export const SAYS_MORE: Partial<Record<OrderMove, Partial<Record<OrderStatus, string>>>> = {
  rendreMission: { EN_LIVRAISON: INCIDENT_MSG.releaseAfterPickup },
  signalerProbleme: { ACCEPTEE: INCIDENT_MSG.problemBeforePickup, PRETE: INCIDENT_MSG.problemBeforePickup },
};
