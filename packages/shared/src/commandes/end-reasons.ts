import type { OrderStatus } from '../enums.ts';
import { ORDER_MACHINE, type OrderMove } from './machine.ts';
import { RETURN_MOVES } from './machine-rows-rescue.ts';
import { CLOSING_ISSUE_LABELS } from './rescue.ts';
import { STATUS_LABELS } from './statuses.ts';

/** Why an order left 'En cours': told to the client live and kept on its card. */
export const ORDER_END_REASONS = [
  'LIVREE',
  'ANNULEE_CLIENT',
  'REFUSEE',
  'ANNULEE_ENTREPRISE',
  'ANNULEE_ADMIN',
  'SANS_REPONSE',
  // Issue 34 §1: brought back to the business by its courier (or closed so by the desk).
  'RETOURNEE',
] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];

/**
 * The reason, from the move that ended the order. Since migration 020 the transitions table
 * keeps the move's name (`mouvement`): a return reads from it. Older rows only say who made the
 * move (`acteurRole`) and from which status: a business ending an order it had not yet accepted
 * refused it; after, it cancelled it.
 */
export function orderEndReason(
  to: OrderStatus,
  from: OrderStatus | null,
  acteurRole: string,
  mouvement: string | null = null,
): OrderEndReason | null {
  if (to === 'LIVREE') return 'LIVREE';
  if (to !== 'ANNULEE') return null;
  if (mouvement !== null && RETURN_MOVES.includes(mouvement as OrderMove)) return 'RETOURNEE';
  switch (acteurRole.replace(/^ROLE_/, '')) {
    case 'CLIENT':
      return 'ANNULEE_CLIENT';
    case 'ENTREPRISE':
      return from !== null && ORDER_MACHINE.refuser.from.includes(from) ? 'REFUSEE' : 'ANNULEE_ENTREPRISE';
    case 'SYSTEME':
      return 'SANS_REPONSE';
    default:
      return 'ANNULEE_ADMIN';
  }
}

/**
 * What the client reads when an order ends: a toast title naming the order, and the reason.
 * `ref` is the order's short id ('#AB12CD34'), `entreprise` its business's name when known.
 */
export function orderOutcomeText(
  reason: OrderEndReason,
  ref: string,
  entreprise?: string,
): { titre: string; detail: string } {
  const chez = entreprise ? ` par ${entreprise}` : " par l'entreprise";
  switch (reason) {
    case 'LIVREE':
      return {
        titre: `Votre commande ${ref} a été livrée.`,
        detail: 'Bon appétit ! Vous pouvez la noter.',
      };
    case 'ANNULEE_CLIENT':
      return {
        titre: `Votre commande ${ref} a été annulée.`,
        detail: 'Vous l’avez annulée avant sa confirmation.',
      };
    case 'REFUSEE':
      return {
        titre: `Votre commande ${ref} a été refusée${chez}.`,
        detail: "L'entreprise ne peut pas la préparer pour le moment. Vous n'avez rien à payer.",
      };
    case 'ANNULEE_ENTREPRISE':
      return {
        titre: `Votre commande ${ref} a été annulée${chez}.`,
        detail: "Vous n'avez rien à payer. Vous pouvez commander à nouveau ou choisir une autre entreprise.",
      };
    case 'ANNULEE_ADMIN':
      return {
        titre: `Votre commande ${ref} a été annulée par Comoé Express.`,
        detail: "Vous n'avez rien à payer. Contactez-nous pour en savoir plus.",
      };
    case 'SANS_REPONSE':
      return {
        titre: `Votre commande ${ref} a été annulée automatiquement.`,
        detail: "L'entreprise n'a pas répondu à temps. Vous n'avez rien à payer.",
      };
    case 'RETOURNEE':
      return {
        titre: `Votre commande ${ref} a été rapportée à l'entreprise.`,
        detail: "Le livreur n'a pas pu vous la remettre. Vous n'avez rien à payer.",
      };
  }
}

/** The short line an ended order's card shows under its badge. */
export const ORDER_END_LABELS: Record<OrderEndReason, string> = {
  LIVREE: STATUS_LABELS.LIVREE,
  ANNULEE_CLIENT: 'Annulée par vous',
  REFUSEE: "Refusée par l'entreprise",
  ANNULEE_ENTREPRISE: "Annulée par l'entreprise",
  ANNULEE_ADMIN: 'Annulée par Comoé Express',
  SANS_REPONSE: "Annulée automatiquement : l'entreprise n'a pas répondu à temps",
  RETOURNEE: CLOSING_ISSUE_LABELS.RETOURNEE,
};
