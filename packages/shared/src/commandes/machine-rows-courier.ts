import type { MoveRow, OrderMove } from './machine-types.ts';
import { MSG } from '../messages.ts';
import { INCIDENT_MSG } from './incidents.ts';

/** The courier's moves: take a mission, pick it up, deliver it, hand it back, report a problem. */
export const COURIER_ROWS = {
  accepterMission: {
    from: ['EN_ATTENTE_LIVREUR'],
    to: 'ACCEPTEE',
    by: { LIVREUR: 'missionDeLaVille' },
    label: 'Accepter Mission',
    notifies: 'client',
    missions: 'retire',
    elsewhere: { status: 409, code: 'MISSION_TAKEN', message: MSG.missionTaken },
  },
  marquerRecuperee: {
    from: ['PRETE'],
    to: 'EN_LIVRAISON',
    by: { LIVREUR: 'livreurAssigne' },
    label: 'Marquer comme récupéré',
    notifies: 'client',
    missions: null,
  },
  marquerLivree: {
    from: ['EN_LIVRAISON'],
    to: 'LIVREE',
    by: { LIVREUR: 'livreurAssigne' },
    label: 'Marquer comme livré',
    notifies: 'client',
    missions: null,
  },
  // Issue 22 §3: the courier himself hands back a mission he has not picked up. Not `liberer`:
  // the business hears it from the courier, and the courier is the one freed, not told.
  rendreMission: {
    from: ['ACCEPTEE', 'PRETE'],
    to: 'EN_ATTENTE_LIVREUR',
    by: { LIVREUR: 'livreurAssigne' },
    label: 'Rendre la mission',
    notifies: 'parties',
    missions: 'offre',
    refusedAt: {
      EN_LIVRAISON: { status: 409, code: 'ALREADY_PICKED_UP', message: INCIDENT_MSG.releaseAfterPickup },
    },
  },
  // After pickup he reports a problem: the order stays on its way (a move to itself), recorded
  // in its history, its client and business told, the desk flags it.
  signalerProbleme: {
    from: ['EN_LIVRAISON'],
    to: 'EN_LIVRAISON',
    by: { LIVREUR: 'livreurAssigne' },
    label: INCIDENT_MSG.problemTitle,
    notifies: 'parties',
    missions: null,
    refusedAt: {
      ACCEPTEE: { status: 409, code: 'NOT_PICKED_UP', message: INCIDENT_MSG.problemBeforePickup },
      PRETE: { status: 409, code: 'NOT_PICKED_UP', message: INCIDENT_MSG.problemBeforePickup },
    },
  },
} satisfies Partial<Record<OrderMove, MoveRow>>;
