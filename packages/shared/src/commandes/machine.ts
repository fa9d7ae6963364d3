import type { OrderStatus, Role } from '../enums.ts';
import { MSG } from '../messages.ts';
import { INCIDENT_MSG } from './incidents.ts';

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
  | 'signalerProbleme';

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
  to: OrderStatus;
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
  /** The refusal when the order is not (or no longer) where the move starts; default BAD_TRANSITION. */
  elsewhere?: Refusal;
  /** A refusal that says more than `elsewhere` at these statuses (what to do instead). */
  refusedAt?: Partial<Record<OrderStatus, Refusal>>;
}

/** Where every order starts: placed by its client at checkout. */
export const ORDER_START: OrderStatus = 'EN_ATTENTE_ENTREPRISE';

const OPEN: readonly OrderStatus[] = [
  'EN_ATTENTE_ENTREPRISE',
  'EN_ATTENTE_LIVREUR',
  'ACCEPTEE',
  'PRETE',
  'EN_LIVRAISON',
];

export const ORDER_MACHINE: Record<OrderMove, MoveRow> = {
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
  annulerClient: {
    from: ['EN_ATTENTE_ENTREPRISE'],
    to: 'ANNULEE',
    by: { CLIENT: 'commandeDuClient' },
    label: 'Annuler la commande',
    notifies: 'parties',
    missions: null,
  },
  accepterMission: {
    from: ['EN_ATTENTE_LIVREUR'],
    to: 'ACCEPTEE',
    by: { LIVREUR: 'missionDeLaVille' },
    label: 'Accepter Mission',
    notifies: 'client',
    missions: 'retire',
    elsewhere: { status: 409, code: 'MISSION_TAKEN', message: MSG.missionTaken },
  },
  marquerPrete: {
    from: ['ACCEPTEE'],
    to: 'PRETE',
    by: { ENTREPRISE: 'commandeDeLEntreprise' },
    label: 'Marquer comme prêt',
    notifies: 'client',
    missions: null,
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
  annuler: {
    from: OPEN,
    to: 'ANNULEE',
    by: { ENTREPRISE: 'commandeDeLEntreprise', ADMIN: null },
    label: 'Annuler la commande',
    notifies: 'parties',
    missions: 'retire',
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
    label: 'Signaler un problème',
    notifies: 'parties',
    missions: null,
    refusedAt: {
      ACCEPTEE: { status: 409, code: 'NOT_PICKED_UP', message: INCIDENT_MSG.problemBeforePickup },
      PRETE: { status: 409, code: 'NOT_PICKED_UP', message: INCIDENT_MSG.problemBeforePickup },
    },
  },
};

export const ORDER_MOVES = Object.keys(ORDER_MACHINE) as readonly OrderMove[];

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

const NOT_FOUND: Refusal = { status: 404, code: 'ORDER_NOT_FOUND', message: MSG.orderNotFound };
const differ = <T>(a: T | undefined, b: T | undefined) => a !== undefined && b !== undefined && a !== b;

/** Someone else's order answers like a missing one: its existence is not disclosed. */
const GUARDS: Record<GuardName, (order: OrderFacts, actor: MoveActor) => Refusal | null> = {
  commandeDuClient: (o, a) => (differ(o.clientId, a.id ?? undefined) ? NOT_FOUND : null),
  commandeDeLEntreprise: (o, a) => (differ(o.ownerId, a.id ?? undefined) ? NOT_FOUND : null),
  livreurAssigne: (o, a) =>
    a.id !== undefined && o.livreurId !== undefined && o.livreurId !== a.id ? NOT_FOUND : null,
  missionDeLaVille: (o, a) => {
    if (a.verifie === false) return { status: 403, code: 'NOT_VERIFIED', message: MSG.courierNotVerified };
    if (differ(o.villeId, a.villeId ?? undefined) || (o.villeId !== undefined && a.villeId === null)) {
      return { status: 403, code: 'OTHER_CITY', message: MSG.courierOtherCity };
    }
    if (a.disponible === false) return { status: 409, code: 'UNAVAILABLE', message: MSG.courierUnavailable };
    return null;
  },
};

export type MoveVerdict = { ok: true; to: OrderStatus } | { ok: false; refusal: Refusal };

/** Whether this actor may make this move now; checked in order: role, guard, status. */
export function canMove(order: OrderFacts, actor: MoveActor, move: OrderMove): MoveVerdict {
  const row = ORDER_MACHINE[move];
  const guard = row.by[actor.role];
  if (guard === undefined)
    return { ok: false, refusal: { status: 403, code: 'WRONG_ROLE', message: MSG.forbidden } };
  const refused = guard === null ? null : GUARDS[guard](order, actor);
  if (refused) return { ok: false, refusal: refused };
  if (!row.from.includes(order.statut)) {
    return {
      ok: false,
      refusal: row.refusedAt?.[order.statut] ??
        row.elsewhere ?? {
          status: 409,
          code: 'BAD_TRANSITION',
          message: MSG.orderTransitionRefused(order.statut),
        },
    };
  }
  return { ok: true, to: row.to };
}

export type MoveOption = { move: OrderMove; label: string; to: OrderStatus } & (
  { allowed: true } | { allowed: false; reason: string }
);

/** Every move of this actor's role, each allowed now or with the French reason it is not. */
export function allowedMoves(order: OrderFacts, actor: MoveActor): MoveOption[] {
  return ORDER_MOVES.filter((move) => ORDER_MACHINE[move].by[actor.role] !== undefined).map((move) => {
    const verdict = canMove(order, actor, move);
    const { label, to } = ORDER_MACHINE[move];
    return verdict.ok
      ? { move, label, to, allowed: true }
      : { move, label, to, allowed: false, reason: verdict.refusal.message };
  });
}

/** The moves this actor may make now, for screens that only show what can be done. */
export function movesNow(order: OrderFacts, actor: MoveActor): Set<OrderMove> {
  return new Set(allowedMoves(order, actor).flatMap((o) => (o.allowed ? [o.move] : [])));
}

/** The roles that may make a move: what its route lets in. */
export function moveRoles(move: OrderMove): Role[] {
  return (Object.keys(ORDER_MACHINE[move].by) as MoveActorRole[]).filter((r): r is Role => r !== 'SYSTEME');
}

/** Where a mission is on the couriers' list: the statuses `offre` moves lead to. */
const OFFERED: ReadonlySet<OrderStatus> = new Set(
  ORDER_MOVES.filter((m) => ORDER_MACHINE[m].missions === 'offre').map((m) => ORDER_MACHINE[m].to),
);

/** What a move from this status does to the couriers' list: a cancellation withdraws only an offered mission. */
export function missionsChange(move: OrderMove, from: OrderStatus): 'offre' | 'retire' | null {
  const change = ORDER_MACHINE[move].missions;
  return change === 'retire' && !OFFERED.has(from) ? null : change;
}
