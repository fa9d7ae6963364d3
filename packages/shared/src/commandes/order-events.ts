import type { OrderStatus } from '../enums.ts';
import { actorLabel } from '../role-names.ts';
import { ORDER_MACHINE, ORDER_MOVES } from './machine.ts';
import type { MoveActorRole, OrderMove } from './machine-types.ts';

/**
 * What happens to an order without changing its status, kept beside its moves in its history
 * (issue 34 §2): the courier it was given to, codes unlocked, wrong codes typed, reminders sent.
 */
export const ORDER_EVENT_TYPES = ['LIVREUR_ASSIGNE', 'CODES_DEBLOQUES', 'CODE_ERRONE', 'RAPPEL'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Which code a courier typed: the business's at pickup, the client's at the door. */
export const ORDER_CODES = ['entreprise', 'client'] as const;
export type OrderCode = (typeof ORDER_CODES)[number];

export interface OrderEventFacts {
  type: OrderEventType;
  livreur: { nom: string } | null;
  code: OrderCode | null;
  essaisRestants: number | null;
  /** Who: 'SYSTEME' for the server itself (the automatic reminder). */
  acteurRole: string;
}

/** Each handover code's name, wherever a screen or the history names it. */
export const CODE_NAMES: Record<OrderCode, string> = {
  entreprise: 'Code entreprise',
  client: 'Code client',
};

/** The line the history shows for an event, the same on the desk and the owner's screen. */
export function orderEventLine(e: OrderEventFacts): string {
  switch (e.type) {
    case 'LIVREUR_ASSIGNE':
      return `Livreur assigné : ${e.livreur?.nom ?? 'livreur'}`;
    case 'CODES_DEBLOQUES':
      return 'Codes de vérification débloqués';
    case 'CODE_ERRONE': {
      const left = e.essaisRestants ?? 0;
      const which = e.code ? CODE_NAMES[e.code] : 'Code';
      return `${which} erroné : ${left === 0 ? 'étape bloquée' : `${left} essai(s) restant(s)`}`;
    }
    case 'RAPPEL':
      return e.acteurRole === 'SYSTEME'
        ? "Rappel automatique envoyé à l'entreprise"
        : "Rappel envoyé à l'entreprise par Comoé Express";
  }
}

/** Why the server made a move on its own, for its history (design §14: every order has a way out). */
const SYSTEM_MOVE_REASONS: Partial<Record<OrderMove, string>> = {
  annulerSansReponse: 'L’entreprise n’a pas répondu à temps.',
};

/** The reason a history shows for a move: the one recorded, else the server's for its own moves. */
export function moveReason(
  motif: string | null,
  t: { deStatut: OrderStatus | null; versStatut: OrderStatus; acteurRole: string },
): string | null {
  if (motif !== null || t.acteurRole !== 'SYSTEME') return motif;
  const move = moveOfTransition(t.deStatut, t.versStatut, t.acteurRole);
  return (move && SYSTEM_MOVE_REASONS[move]) ?? null;
}

/** What the winner of a race did, as the loser reads it: "… vient d'annuler cette commande." */
const DONE_PHRASES: Partial<Record<OrderMove, string>> = {
  accepter: 'vient d’accepter cette commande',
  refuser: 'vient de refuser cette commande',
  annulerClient: 'vient d’annuler cette commande',
  accepterMission: 'vient de prendre cette mission',
  marquerPrete: 'vient de marquer cette commande comme prête',
  marquerRecuperee: 'vient de récupérer cette commande',
  marquerLivree: 'vient de livrer cette commande',
  annuler: 'vient d’annuler cette commande',
  annulerSansReponse: 'vient d’annuler cette commande automatiquement (sans réponse de l’entreprise)',
  liberer: 'vient de remettre cette commande aux livreurs',
  assigner: 'vient de confier cette commande à un livreur',
  rendreMission: 'vient de rendre cette mission',
  signalerProbleme: 'vient de signaler un problème sur cette commande',
  annulerDesactivation: 'vient d’annuler cette commande (compte désactivé)',
  transferer: 'vient de confier cette commande à un autre livreur',
  cloturerLivree: 'vient de clôturer cette commande comme livrée',
  cloturerRetour: 'vient de clôturer cette commande comme rapportée à l’entreprise',
  rapporter: 'vient de rapporter cette commande à l’entreprise',
};

/**
 * The message of an admin whose move lost to someone else's (two admins at once): who did what
 * last. `nom` null for the server itself; a move without its phrase reads as a change.
 */
export function lostToMessage(nom: string | null, acteurRole: string, move: OrderMove | null): string {
  const who = nom ?? (acteurRole === 'SYSTEME' ? 'Le système' : actorLabel(acteurRole));
  const phrase = (move && DONE_PHRASES[move]) ?? 'vient de modifier cette commande';
  return `${who} ${phrase}.`;
}

/**
 * The machine's move a recorded transition was (the first row that leads there from there for
 * that role, as `orderEndReason` reads a refusal), or null when none does.
 */
export function moveOfTransition(
  deStatut: OrderStatus | null,
  versStatut: OrderStatus,
  acteurRole: string,
  mouvement?: string | null,
): OrderMove | null {
  // Recorded since migration 020; older rows are read back from the machine's table.
  if (mouvement && Object.hasOwn(ORDER_MACHINE, mouvement)) return mouvement as OrderMove;
  const role = acteurRole.replace(/^ROLE_/, '') as MoveActorRole;
  return (
    ORDER_MOVES.find((m) => {
      const row = ORDER_MACHINE[m];
      return (
        row.to === versStatut &&
        deStatut !== null &&
        row.from.includes(deStatut) &&
        row.by[role] !== undefined
      );
    }) ?? null
  );
}
