import { z } from 'zod';
import { statsQuerySchema } from './entreprise-reports.ts';
import { CSV_AMOUNT_COLUMNS } from './csv-amounts.ts';

/**
 * `GET /api/entreprises/{id}/stats/produits?from&to` (issue 21 §4): what each product sold over
 * the orders placed in the range and delivered (a cancelled order sold nothing), by revenue.
 */
export const ventesProduitsQuerySchema = statsQuerySchema;

export const venteProduitSchema = z.object({
  /** Null for a product since deleted: its lines keep the name it was sold under. */
  produitId: z.number().nullable(),
  nom: z.string(),
  quantite: z.number(),
  /** Whole FCFA: Σ unit price × quantity of its lines. */
  chiffreAffaires: z.number(),
  /** Share of the range's product revenue, in percent with one decimal. */
  part: z.number(),
});
export type VenteProduit = z.infer<typeof venteProduitSchema>;

export const ventesProduitsSchema = z.object({
  produits: z.array(venteProduitSchema),
  totalQuantite: z.number(),
  totalChiffreAffaires: z.number(),
});
export type VentesProduits = z.infer<typeof ventesProduitsSchema>;

/** `GET /api/entreprises/{id}/orders.csv?from&to`: every order placed in the range, newest first. */
export const ordersCsvQuerySchema = statsQuerySchema;

export const ORDERS_CSV_HEADER = [
  'Commande',
  'Date',
  'Client',
  'Statut',
  'Articles',
  'Paiement client',
  ...CSV_AMOUNT_COLUMNS,
  'Versement',
] as const;

/** commandes_2026-11-01_au_2026-11-23.csv; commandes_toutes.csv without a range. */
export function ordersCsvFileName(r: { from?: string | undefined; to?: string | undefined }): string {
  if (!r.from && !r.to) return 'commandes_toutes.csv';
  return `commandes_${r.from ?? 'debut'}_au_${r.to ?? 'aujourdhui'}.csv`;
}
