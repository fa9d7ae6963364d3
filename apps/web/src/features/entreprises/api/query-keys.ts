import type { DayRange } from '@comoe/shared/periods';

/** The orders list's filters, part of its key. */
export type OrdersFilter = DayRange & { statut?: string | undefined; page: number; size: number };
/** One page of the business's reviews. */
export type AvisQuery = { entrepriseId: number; page: number; size: number };

/**
 * Every query of the business area starts with this key, so 'Actualiser' and a live event can
 * refetch the whole area at once; the owner's business itself is `ownEntrepriseQueryKey`.
 */
export const businessKeys = {
  all: ['business'] as const,
  payout: (entrepriseId: number) => ['business', 'payout', entrepriseId] as const,
  /** Every list and detail of orders: what a live order event refetches. */
  allOrders: ['business', 'orders'] as const,
  orders: (entrepriseId: number) => ['business', 'orders', entrepriseId] as const,
  ordersList: (entrepriseId: number, filter: OrdersFilter) =>
    ['business', 'orders', entrepriseId, 'list', filter] as const,
  orderDetail: (entrepriseId: number, orderId: string) =>
    ['business', 'orders', entrepriseId, 'detail', orderId] as const,
  /** Figures and deliveries move with the orders, under their own prefixes. */
  allStats: ['business', 'stats'] as const,
  allLivraisons: ['business', 'livraisons'] as const,
  stats: (entrepriseId: number, range?: DayRange) =>
    range
      ? (['business', 'stats', entrepriseId, range] as const)
      : (['business', 'stats', entrepriseId] as const),
  livraisons: (entrepriseId: number, etat?: string) =>
    etat
      ? (['business', 'livraisons', entrepriseId, etat] as const)
      : (['business', 'livraisons', entrepriseId] as const),
  notifications: () => ['business', 'notifications'] as const,
  /** The menu: products by business, sections by owner (the spec keys them by the user id). */
  produits: (entrepriseId: number) => ['business', 'produits', entrepriseId] as const,
  categoriesProduit: (utilisateurId: number) => ['business', 'categories-produit', utilisateurId] as const,
  categoriesEntreprise: ['business', 'categories-entreprise'] as const,
  allPaiements: ['business', 'paiements'] as const,
  paiements: (entrepriseId: number, filter: DayRange & { page: number; size: number }) =>
    ['business', 'paiements', entrepriseId, filter] as const,
  notificationsPage: (page: number) => ['business', 'notifications', page] as const,
  allAvis: ['business', 'avis'] as const,
  avis: ({ entrepriseId, page, size }: AvisQuery) => ['business', 'avis', entrepriseId, page, size] as const,
};
