import type { OrderStatus, Role } from '../enums.ts';

/**
 * Design §3: every move an order can make. One row a move: from which statuses, to which, who
 * may make it and under which guard, what it tells whom. The API's transition asks this table,
 * and so do the web's buttons and the courier's offline outbox; nothing else checks a status.
 */
export type OrderMove =
  | 'accepter'
  | 'refuser'
  | 'annulerClient'
  | 'accepterMission'
  | 'marquerPrete'
  | 'marquerRecuperee'
  | 'marquerLivree'
  | 'annuler'
  | 'annulerSansReponse'
  | 'liberer'
  | 'assigner'
  | 'rendreMission'
  | 'signalerProbleme'
  | 'annulerDesactivation'
  | 'relancer'
  // Issue 34 §1: ways out of an order stuck on its way (machine-rows-rescue.ts).
  | 'transferer'
  | 'cloturerLivree'
  | 'cloturerRetour'
  | 'rapporter'
  // Issue 34 §2: a new ready time, the order staying where it is.
  | 'repousserDelai';

/** A move that leaves the order in whichever of its `from` statuses it is (a courier changed). */
export const SAME_STATUS = 'MEME_STATUT';
export type SameStatus = typeof SAME_STATUS;

/**
 * What the order must have lived through before the move, checked once it is where the move
 * starts: `attenteApresProbleme`, a problem reported and the wait after it over (issue 34 §1).
 */
export type WaitName = 'attenteApresProbleme';

/** `SYSTEME`: the server itself, for orders nobody answered (design §12). */
export type MoveActorRole = Role | 'SYSTEME';

/**
 * What an actor must be to the order, beyond its role:
 * - `commandeDuClient`: the client who ordered;
 * - `commandeDeLEntreprise`: the owner of the order's business;
 * - `missionDeLaVille`: an available courier of the order's city;
 * - `livreurAssigne`: the courier who took the mission.
 */
export type GuardName = 'commandeDuClient' | 'commandeDeLEntreprise' | 'missionDeLaVille' | 'livreurAssigne';

export interface Refusal {
  status: 403 | 404 | 409;
  code: string;
  message: string;
}

export interface MoveRow {
  from: readonly OrderStatus[];
  to: OrderStatus | SameStatus;
  /** Who may make the move, each with the guard it must pass (null: its role is enough). */
  by: Partial<Record<MoveActorRole, GuardName | null>>;
  /** The button that makes it. */
  label: string;
  /**
   * Who hears of it: `client`, the client alone (the status's message); `parties`, the client and
   * whichever of the business and the courier did not make it (a cancellation).
   */
  notifies: 'client' | 'parties';
  /**
   * What the couriers of the city see: `offre` puts the mission on their list, `retire` takes it
   * off when it was there (the move starts from EN_ATTENTE_LIVREUR).
   */
  missions: 'offre' | 'retire' | null;
  /**
   * Made by the server as the consequence of an admin's other action (an account deactivated),
   * never from a button: `allowedMoves` leaves it out.
   */
  consequence?: true;
  /** The refusal when the order is not (or no longer) where the move starts; default BAD_TRANSITION. */
  elsewhere?: Refusal;
  /** A refusal that says more than `elsewhere` at these statuses (what to do instead). */
  refusedAt?: Partial<Record<OrderStatus, Refusal>>;
  /** What must have happened first, checked after the status. */
  waits?: WaitName;
}

/**
 * What is known of the order. The server always knows every fact; a screen whose list the server
 * already scoped to its viewer (the owner's orders, the courier's missions) may leave the parties
 * out: a guard whose fact is not given passes there, and the server checks it again.
 */
export interface OrderFacts {
  statut: OrderStatus;
  clientId?: number;
  /** The user who owns the order's business. */
  ownerId?: number;
  livreurId?: number | null;
  villeId?: number;
  /** ISO instant of the courier's last problem report on the way; null: none (issue 34 §1). */
  problemeSignaleA?: string | null;
}

export interface MoveActor {
  role: MoveActorRole;
  id?: number | null;
  /** A courier's city and availability, for the missions of its city. */
  villeId?: number | null;
  disponible?: boolean;
  /** A courier rides only once an admin verified his documents (design §13). */
  verifie?: boolean;
}
