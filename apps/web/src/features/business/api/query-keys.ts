/**
 * Every query of the business area starts with this key, so 'Actualiser' and a live event can
 * refetch the whole area at once; the owner's business itself is `ownEntrepriseQueryKey`.
 */
export const businessKeys = {
  all: ['business'] as const,
  payout: (entrepriseId: number) => ['business', 'payout', entrepriseId] as const,
  orders: (entrepriseId: number) => ['business', 'orders', entrepriseId] as const,
  notifications: () => ['business', 'notifications'] as const,
};
