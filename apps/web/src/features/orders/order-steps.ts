import type { OrderStatus } from '@comoe/shared/enums';

/** The client's tracker (issue 11): five steps, whatever the finer statuses behind them. */
export const ORDER_STEPS = ['Envoyée', 'Acceptée', 'Prête', 'En route', 'Livrée'] as const;

/**
 * How many steps are done. The business accepting is 'Acceptée' for the client, before a courier
 * takes the mission (EN_ATTENTE_LIVREUR, then ACCEPTEE); null for a cancelled order.
 */
export function stepsDone(statut: OrderStatus): number | null {
  switch (statut) {
    case 'EN_ATTENTE_ENTREPRISE':
      return 1;
    case 'EN_ATTENTE_LIVREUR':
    case 'ACCEPTEE':
      return 2;
    case 'PRETE':
      return 3;
    case 'EN_LIVRAISON':
      return 4;
    case 'LIVREE':
      return 5;
    case 'ANNULEE':
      return null;
  }
}
