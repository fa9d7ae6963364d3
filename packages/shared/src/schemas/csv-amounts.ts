/** The amount columns of every CSV export of orders (admin finances, a business's sales), in whole FCFA. */
export const CSV_AMOUNT_COLUMNS = [
  'Total (FCFA)',
  'Frais de livraison (FCFA)',
  'Part entreprise (FCFA)',
] as const;
