import type { OrderStatus } from './enums.ts';

/** What the client reads under each status badge (spec part 1 §4). */
export const CLIENT_STATUS_MESSAGES: Record<OrderStatus, string> = {
  EN_ATTENTE_ENTREPRISE: "Nous attendons que l'entreprise confirme qu'elle dispose bien de votre commande.",
  EN_ATTENTE_LIVREUR: 'Nous attendons de trouver votre livreur.',
  ACCEPTEE: "Notre livreur va récupérer votre colis pendant que l'entreprise le prépare.",
  PRETE: "Votre commande est prête et attend d'être récupérée par le livreur.",
  EN_LIVRAISON: 'Votre livreur vient vous livrer le colis.',
  LIVREE: 'Commande livrée.',
  ANNULEE: 'Commande annulée.',
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  EN_ATTENTE_ENTREPRISE: "En attente de l'entreprise",
  EN_ATTENTE_LIVREUR: 'En attente du livreur',
  ACCEPTEE: 'Acceptée',
  PRETE: 'Prête',
  EN_LIVRAISON: 'En livraison',
  LIVREE: 'Livrée',
  ANNULEE: 'Annulée',
};

export function isFinished(statut: OrderStatus): boolean {
  return statut === 'LIVREE' || statut === 'ANNULEE';
}

/** The owner's table groups statuses (spec part 2 §4). */
export type BusinessStatusGroup = 'En attente' | 'En cours' | 'Livrée' | 'Annulée' | 'Inconnu';
export function businessStatusGroup(statut: string): BusinessStatusGroup {
  switch (statut) {
    case 'EN_ATTENTE_LIVREUR':
    case 'EN_ATTENTE_ENTREPRISE':
    case 'ACCEPTEE':
    case 'PRETE':
      return 'En attente';
    case 'EN_LIVRAISON':
    case 'EN_COURS':
      return 'En cours';
    case 'LIVREE':
      return 'Livrée';
    case 'ANNULEE':
      return 'Annulée';
    default:
      return 'Inconnu';
  }
}

/** The courier's view of a status (spec part 2 §4). */
export type CourierStatus = 'pending' | 'accepted' | 'ready' | 'picked_up' | 'delivered';
export function courierStatus(statut: string): CourierStatus {
  switch (statut) {
    case 'EN_ATTENTE_ENTREPRISE':
    case 'ACCEPTEE':
      return 'accepted';
    case 'PRETE':
      return 'ready';
    case 'EN_LIVRAISON':
      return 'picked_up';
    case 'LIVREE':
      return 'delivered';
    default:
      return 'pending';
  }
}

/**
 * The courier's badges (spec part 2 §4: En attente, Acceptée, Récupérée, Livrée). The spec names
 * no badge for `ready`; it reads 'Prête', as the order's own label, since that is when to go.
 */
export const COURIER_STATUS_LABELS: Record<CourierStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  ready: 'Prête',
  picked_up: 'Récupérée',
  delivered: 'Livrée',
};

/** Why an order left 'En cours': told to the client live and kept on its card. */
export const ORDER_END_REASONS = [
  'LIVREE',
  'ANNULEE_CLIENT',
  'REFUSEE',
  'ANNULEE_ENTREPRISE',
  'ANNULEE_ADMIN',
  'SANS_REPONSE',
] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];

/**
 * The reason, from the move that ended the order (the transitions table records who made it,
 * as `acteurRole`, and from which status). A business ending an order it had not yet accepted
 * refused it; after, it cancelled it.
 */
export function orderEndReason(
  to: OrderStatus,
  from: OrderStatus | null,
  acteurRole: string,
): OrderEndReason | null {
  if (to === 'LIVREE') return 'LIVREE';
  if (to !== 'ANNULEE') return null;
  switch (acteurRole.replace(/^ROLE_/, '')) {
    case 'CLIENT':
      return 'ANNULEE_CLIENT';
    case 'ENTREPRISE':
      return from === 'EN_ATTENTE_ENTREPRISE' ? 'REFUSEE' : 'ANNULEE_ENTREPRISE';
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
  }
}

/** The short line an ended order's card shows under its badge. */
export const ORDER_END_LABELS: Record<OrderEndReason, string> = {
  LIVREE: 'Livrée',
  ANNULEE_CLIENT: 'Annulée par vous',
  REFUSEE: "Refusée par l'entreprise",
  ANNULEE_ENTREPRISE: "Annulée par l'entreprise",
  ANNULEE_ADMIN: 'Annulée par Comoé Express',
  SANS_REPONSE: "Annulée automatiquement : l'entreprise n'a pas répondu à temps",
};
