/** The admin area's web-only French texts that several of its files show, written once (issue 19). */
export const TEXT = {
  toPay: 'À verser',
  markPaid: 'Marquer comme payé',
  feesCollected: 'Frais de livraison perçus',
} as const;
