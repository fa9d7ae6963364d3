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
