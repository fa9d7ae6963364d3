import type { OrderStatus } from '@comoe/shared/enums';
import type { BusinessOrder, Mission } from '@comoe/shared/schemas/commandes';

/** One line of /orders for a business or a courier: read-only, the actions live on their dashboards. */
export type OrderSummary = {
  id: string;
  statut: OrderStatus;
  dateCommande: string;
  title: string;
  detail: string;
  amountLabel: string;
  amount: number;
};

const articles = (count: number) => `${count} ${count > 1 ? 'articles' : 'article'}`;

export function businessOrderSummary(order: BusinessOrder): OrderSummary {
  const count = order.items.reduce((sum, item) => sum + item.quantite, 0);
  return {
    id: order.id,
    statut: order.statut,
    dateCommande: order.dateCommande,
    title: `${order.client.prenom} ${order.client.nom}`.trim(),
    detail: `${articles(count)} · ${order.client.localisation.adresse}`,
    amountLabel: 'Total',
    amount: order.total,
  };
}

export function missionSummary(mission: Mission): OrderSummary {
  return {
    id: mission.idCommande,
    statut: mission.statut,
    dateCommande: mission.dateCommande,
    title: mission.entrepriseNom,
    detail: `Livraison : ${mission.livraisonAdresse}`,
    amountLabel: 'Gain',
    amount: mission.gain,
  };
}
