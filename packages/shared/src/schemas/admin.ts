import { z } from 'zod';
import { ADMIN_MSG } from '../admin-messages.ts';
import { DASHBOARD_MAX_DAYS, rangeLength } from '../admin-finance.ts';
import { ORDER_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES } from '../enums.ts';
import {
  adminRangeQuery,
  commandeIdSchema,
  hasNoControlChars,
  rangeInOrderRefinement,
  sortQuery,
  toDayRange,
} from './admin-common.ts';
import { pageOf, pagingQuery } from './common.ts';
import { MSG } from '../messages.ts';
import { idSchema, urlNumber } from '../validation.ts';
import { CSV_AMOUNT_COLUMNS } from './csv-amounts.ts';

// The administrator's money screens (issue 9). Every figure follows `admin-finance.ts`.

/** `GET /api/admin/dashboard/stats?startDate&endDate`: default the last 30 days, 366 days at most. */
export const dashboardQuerySchema = z
  .object(adminRangeQuery)
  .refine(...rangeInOrderRefinement)
  .transform(toDayRange('last30days'))
  .refine((r) => rangeLength(r) <= DASHBOARD_MAX_DAYS, {
    message: ADMIN_MSG.rangeTooLong(DASHBOARD_MAX_DAYS),
    path: ['startDate'],
  });

export const dashboardStatsSchema = z.object({
  /** The range answered, defaults applied. */
  startDate: z.string(),
  endDate: z.string(),
  revenuTotal: z.number(),
  notrePart: z.number(),
  partEntreprises: z.number(),
  totalCommandes: z.number(),
  totalClients: z.number(),
  totalEntreprises: z.number(),
  totalLivreurs: z.number(),
  /** The 10 newest orders of the range, any status. */
  commandesRecentes: z.array(
    z.object({
      id: z.string(),
      clientNomComplet: z.string(),
      entrepriseNom: z.string(),
      total: z.number(),
      statut: z.enum(ORDER_STATUSES),
      dateCommande: z.string(),
    }),
  ),
  /** Every day of the range: orders placed (any status) and revenue (Σ total of the LIVREE ones). */
  parJour: z.array(z.object({ date: z.string(), commandes: z.number(), revenu: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The financial report's sortable columns (issue 20 §3). */
export const FINANCE_SORT_KEYS = ['dateCommande', 'entreprise', 'total', 'fraisLivraison'] as const;
export type FinanceSortKey = (typeof FINANCE_SORT_KEYS)[number];

/**
 * `GET /api/admin/commandes/finances?startDate&endDate&page&size&sort`: default first of the
 * month → today, newest first.
 */
export const financesQuerySchema = z
  .object({ ...adminRangeQuery, ...pagingQuery, sort: sortQuery(FINANCE_SORT_KEYS, 'dateCommande,desc') })
  .refine(...rangeInOrderRefinement)
  .transform(toDayRange('monthToDate'));
/** `GET /api/admin/commandes/finances.csv?startDate&endDate`: the whole range, no paging. */
export const financesCsvQuerySchema = z
  .object(adminRangeQuery)
  .refine(...rangeInOrderRefinement)
  .transform(toDayRange('monthToDate'));

export const financeCommandeSchema = z.object({
  id: z.string(),
  entrepriseNom: z.string(),
  clientNomComplet: z.string(),
  total: z.number(),
  fraisLivraison: z.number(),
  dateCommande: z.string(),
});

/** 'Rapport Financier': the range's LIVREE orders, newest first; the sums cover the range, not the page. */
export const financesSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totalRevenu: z.number(),
  /** LIVREE orders of the range ('{n} commandes sur la période'), = totalElements. */
  nombreCommandes: z.number(),
  notrePart: z.number(),
  partEntreprises: z.number(),
  commandes: z.array(financeCommandeSchema),
  totalElements: z.number(),
});
export type Finances = z.infer<typeof financesSchema>;

/** The CSV's header row, in column order (one row per order, amounts in whole FCFA). */
export const FINANCES_CSV_HEADER = [
  'Commande',
  'Date',
  'Entreprise',
  'Client',
  ...CSV_AMOUNT_COLUMNS,
] as const;

/** The CSV file name: rapport-financier_2026-11-01_au_2026-11-23.csv. */
export const financesCsvFileName = (r: { from: string; to: string }) =>
  `rapport-financier_${r.from}_au_${r.to}.csv`;

/**
 * `GET /api/admin/commandes?startDate&endDate&statutPaiement&entrepriseId&page&size`, newest first.
 * statutPaiement=EN_ATTENTE: 'À verser' (LIVREE and not paid yet); PAYE: 'Versés'; absent: every
 * order of the range, any status. Default range: first of the month → today.
 */
export const adminCommandesQuerySchema = z
  .object({
    ...adminRangeQuery,
    statutPaiement: z.enum(PAYOUT_STATUSES, { error: ADMIN_MSG.statutPaiementInvalid }).optional(),
    entrepriseId: urlNumber(idSchema(MSG.entrepriseNotFound)).optional(),
    ...pagingQuery,
  })
  .refine(...rangeInOrderRefinement)
  .transform(toDayRange('monthToDate'));

/** An order as the payouts screen shows it (spec part 2 §3 "Admin order"). */
export const adminCommandeSchema = z.object({
  id: z.string(),
  statut: z.enum(ORDER_STATUSES),
  statutPaiementEntreprise: z.enum(PAYOUT_STATUSES),
  total: z.number(),
  fraisLivraison: z.number(),
  entrepriseId: z.number(),
  entrepriseNom: z.string(),
  /** The business's payout account today; null without one. */
  entreprisePayoutNumber: z.string().nullable(),
  /** Once PAYE, the method it was paid by; until then, the account's; null without one. */
  entreprisePayoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  dateCommande: z.string(),
  datePaiement: z.string().nullable(),
  referencePaiement: z.string().nullable(),
});
export type AdminCommande = z.infer<typeof adminCommandeSchema>;
export const adminCommandesPageSchema = pageOf(adminCommandeSchema);

/**
 * `GET /api/admin/commandes/par-entreprise?startDate&endDate&statutPaiement&page&size`: the
 * payouts screen's groups, one row per business with the range's orders of that payout status
 * (EN_ATTENTE by default), the largest amount first.
 */
export const payoutGroupsQuerySchema = z
  .object({
    ...adminRangeQuery,
    statutPaiement: z.enum(PAYOUT_STATUSES, { error: ADMIN_MSG.statutPaiementInvalid }).default('EN_ATTENTE'),
    ...pagingQuery,
  })
  .refine(...rangeInOrderRefinement)
  .transform(toDayRange('monthToDate'));
export const payoutGroupSchema = z.object({
  entrepriseId: z.number(),
  entrepriseNom: z.string(),
  entreprisePayoutNumber: z.string().nullable(),
  entreprisePayoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  nombreCommandes: z.number(),
  /** Σ part entreprise of those orders. */
  montant: z.number(),
});
export const payoutGroupsPageSchema = pageOf(payoutGroupSchema).extend({
  /** Over every business of the range, not the page. */
  montantTotal: z.number(),
});

/**
 * `GET /api/admin/paiements/reste`: what the businesses are still owed over all dates, whatever
 * range the screen shows (issue 20 §3): Σ part entreprise of the LIVREE orders not paid yet.
 */
export const resteAVerserSchema = z.object({
  montant: z.number(),
  nombreCommandes: z.number(),
  nombreEntreprises: z.number(),
  /** When the oldest of those orders was placed (ISO); null when nothing is owed. */
  plusAncienneCommande: z.string().nullable(),
});
export type ResteAVerser = z.infer<typeof resteAVerserSchema>;

const referenceSchema = z
  .string({ error: ADMIN_MSG.payoutReferenceTooLong })
  .trim()
  .max(100, ADMIN_MSG.payoutReferenceTooLong)
  .refine(hasNoControlChars, ADMIN_MSG.textControlChars)
  .nullish()
  .transform((v) => (v ? v : null));

/** `POST /api/admin/commandes/{id}/payout` `{ reference? }`; an empty body is accepted. */
export const payoutBodySchema = z
  .object({ reference: referenceSchema })
  .nullish()
  .transform((b) => ({ reference: b?.reference ?? null }));

export const MAX_PAYOUT_IDS = 500;
/** `POST /api/admin/payouts` `{ commandeIds, reference? }`: pays each order that can be, once. */
export const bulkPayoutBodySchema = z.object({
  commandeIds: z
    .array(commandeIdSchema, { error: ADMIN_MSG.payoutIdsRequired })
    .min(1, ADMIN_MSG.payoutIdsRequired)
    .max(MAX_PAYOUT_IDS, ADMIN_MSG.payoutIdsTooMany(MAX_PAYOUT_IDS))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  reference: referenceSchema,
});
export const bulkPayoutResultSchema = z.object({
  /** Orders this call paid. */
  payees: z.array(z.string()),
  /** The others, each with why (not delivered, already paid, no payout account, unknown). */
  refusees: z.array(z.object({ id: z.string(), message: z.string() })),
  /** Σ part entreprise of the orders this call paid. */
  montantTotal: z.number(),
});
export type BulkPayoutResult = z.infer<typeof bulkPayoutResultSchema>;
