import { z } from 'zod';
import { ORDER_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES } from '../enums.ts';
import { RANGE_ORDER_MESSAGE, rangeInOrder, rangeQuery } from '../periods.ts';
import { businessOrderSchema } from './commandes.ts';
import { pageOf, pagingQuery } from './common.ts';

/** One move of an order, from the transitions table (who: CLIENT, ENTREPRISE, LIVREUR, ADMIN or SYSTEME). */
export const orderHistoryEntrySchema = z.object({
  deStatut: z.enum(ORDER_STATUSES).nullable(),
  versStatut: z.enum(ORDER_STATUSES),
  acteurRole: z.string(),
  date: z.string(),
  /** Why, as its author said (a cancellation's reason, a new ready time), or null. */
  motif: z.string().nullable(),
});

/** `GET /api/entreprises/{id}/orders/{orderId}`: the order details dialog. */
export const businessOrderDetailSchema = businessOrderSchema.extend({
  codeClientBloque: z.boolean(),
  /** Private URL, readable by the business, its courier and admins, once LIVREE. */
  preuveLivraisonUrl: z.string().nullable(),
  historique: z.array(orderHistoryEntrySchema),
});
export type BusinessOrderDetail = z.infer<typeof businessOrderDetailSchema>;

export const statsQuerySchema = z
  .object(rangeQuery)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/**
 * `GET /api/entreprises/{id}/stats?from&to` over orders placed in the range (all time without one).
 * Money counts LIVREE orders only: chiffreAffaires = Σ (total − fraisLivraison), what the business is owed.
 */
export const businessStatsSchema = z.object({
  commandes: z.number(),
  chiffreAffaires: z.number(),
  panierMoyen: z.number(),
  articlesVendus: z.number(),
  enAttente: z.number(),
  enLivraison: z.number(),
  livrees: z.number(),
  annulees: z.number(),
  clientsUniques: z.number(),
  /** Mean minutes from order to delivery of the range's LIVREE orders; null when none. */
  tempsMoyenMinutes: z.number().nullable(),
  /** Mean of the clients' ratings of the range's orders; null when none. */
  evaluation: z.number().nullable(),
  nombreAvis: z.number(),
  /** Orders placed today, whatever the range. */
  commandesAujourdhui: z.number(),
  /** Every day of the range (none when open-ended past 366 days), delivered revenue per day. */
  parJour: z.array(z.object({ date: z.string(), commandes: z.number(), revenu: z.number() })),
});
export type BusinessStats = z.infer<typeof businessStatsSchema>;

export const LIVRAISON_ETATS = ['en-cours', 'historique'] as const;
export const livraisonsQuerySchema = z.object({
  etat: z.enum(LIVRAISON_ETATS, { error: 'État inconnu (en-cours ou historique).' }).default('en-cours'),
  ...pagingQuery,
});

export const DELIVERY_STATUSES = ['EN_COURS', 'LIVREE', 'ANNULEE'] as const;

/** A delivery: an order once a courier took it (spec part 2 §3, "a mapped view of an order"). */
export const livraisonSchema = z.object({
  id: z.string(),
  commande: businessOrderSchema,
  livreur: z.object({ id: z.number(), nom: z.string(), prenom: z.string(), telephone: z.string() }),
  statutLivraison: z.enum(DELIVERY_STATUSES),
  localisation: z.object({
    adresse: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    infoSupplementaire: z.string().nullable(),
  }),
  dateLivraison: z.string().nullable(),
  noteLivreur: z.number().nullable(),
});
export type Livraison = z.infer<typeof livraisonSchema>;
export const livraisonsPageSchema = pageOf(livraisonSchema);

export const paiementsQuerySchema = z
  .object({ ...rangeQuery, ...pagingQuery })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** One delivered order as money the business is owed: total − fraisLivraison (design §2, versement). */
export const paiementSchema = z.object({
  commandeId: z.string(),
  montant: z.number(),
  /** The payout method used, or the account's current one while waiting; null without an account. */
  methode: z.enum(PAYOUT_METHODS).nullable(),
  statut: z.enum(PAYOUT_STATUSES),
  dateCommande: z.string(),
  datePaiement: z.string().nullable(),
  reference: z.string().nullable(),
});
export type Paiement = z.infer<typeof paiementSchema>;

/** How the owner and the admins read a payout's state. */
export const PAYOUT_STATUS_LABELS: Record<(typeof PAYOUT_STATUSES)[number], string> = {
  EN_ATTENTE: 'En attente',
  PAYE: 'Payé',
};

/** `GET /api/entreprises/{id}/paiements`, newest first, with the range's sums (the earnings tab). */
export const paiementsPageSchema = pageOf(paiementSchema).extend({
  totalDu: z.number(),
  totalPaye: z.number(),
  totalEnAttente: z.number(),
});
export type PaiementsPage = z.infer<typeof paiementsPageSchema>;
