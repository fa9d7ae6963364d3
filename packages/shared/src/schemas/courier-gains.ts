import { z } from 'zod';
import { isoDaySchema, RANGE_FROM_MESSAGE, RANGE_ORDER_MESSAGE, RANGE_TO_MESSAGE } from '../periods.ts';
import { MSG } from '../messages.ts';
import { PAYMENT_TYPES } from '../enums.ts';
import { pagingQuery } from './common.ts';
import { pageSchema } from './commandes.ts';
import { sortQuery } from './admin-common.ts';
import { idParam } from '../validation.ts';

/** `GET /api/livreurs/gains?debut&fin`: whole days in Abidjan time; the last 30 days by default. */
export const gainsQuerySchema = z
  .object({
    debut: isoDaySchema(RANGE_FROM_MESSAGE).optional(),
    fin: isoDaySchema(RANGE_TO_MESSAGE).optional(),
  })
  .refine((q) => !q.debut || !q.fin || q.debut <= q.fin, { message: RANGE_ORDER_MESSAGE, path: ['debut'] });

const totals = z.object({ livraisons: z.number(), gains: z.number() });

/**
 * What a courier earned (15 % of each order he delivered, credited at delivery): today, this
 * week (from Monday), this month, each day of the period; what is still owed to him, what was
 * paid, and the cash he collected from clients on cash orders not yet settled.
 */
export const courierGainsSchema = z.object({
  aujourdhui: totals,
  semaine: totals,
  mois: totals,
  periode: totals.extend({
    debut: z.string(),
    fin: z.string(),
    parJour: z.array(totals.extend({ jour: z.string() })),
  }),
  du: z.number(),
  verse: z.number(),
  especesEncaissees: z.number(),
  /**
   * Issue 22 §4: each delivery of the period, the latest first (at most 50): what it credits him
   * and, on a cash order, the cash he collected and must hand back; `verse` once a payout settled it.
   */
  missions: z.array(
    z.object({
      commandeId: z.string(),
      livreeAt: z.string(),
      entrepriseNom: z.string(),
      typePaiement: z.enum(PAYMENT_TYPES),
      total: z.number(),
      gain: z.number(),
      especes: z.number(),
      verse: z.boolean(),
    }),
  ),
  versements: z.array(
    z.object({
      date: z.string(),
      montant: z.number(),
      commandes: z.number(),
      reference: z.string().nullable(),
    }),
  ),
});
export type CourierGains = z.infer<typeof courierGainsSchema>;

/** `GET /api/admin/livreurs/versements`: what each courier is owed, all dates, the largest first. */
export const courierDebtSchema = z.object({
  livreurId: z.number(),
  nom: z.string(),
  telephone: z.string(),
  ville: z.string().nullable(),
  du: z.number(),
  commandes: z.number(),
  especesEncaissees: z.number(),
  /** The oldest delivery not yet paid (ISO). */
  plusAncienne: z.string().nullable(),
});
export type CourierDebt = z.infer<typeof courierDebtSchema>;

/** The columns the admin sorts the list by (`sort=du,desc` by default: the largest debt first). */
export const COURIER_DEBT_SORT_KEYS = [
  'du',
  'nom',
  'commandes',
  'especesEncaissees',
  'plusAncienne',
] as const;
export type CourierDebtSortKey = (typeof COURIER_DEBT_SORT_KEYS)[number];
export const courierDebtsQuerySchema = z.object({
  ...pagingQuery,
  /** One courier only (the payout dialog re-reads his amount); the total is then his. */
  livreurId: idParam.optional(),
  sort: sortQuery(COURIER_DEBT_SORT_KEYS, 'du,desc'),
});
/** The CSV takes every courier owed something: no page. */
export const courierDebtsCsvQuerySchema = z.object({ sort: sortQuery(COURIER_DEBT_SORT_KEYS, 'du,desc') });
export const courierDebtsPageSchema = pageSchema(courierDebtSchema).extend({
  /** Owed to all couriers together. */
  totalDu: z.number(),
});

export const courierPayoutBodySchema = z.object({
  reference: z
    .string({ error: MSG.courierPayoutReferenceInvalid })
    .trim()
    .max(100, MSG.courierPayoutReferenceInvalid)
    .optional()
    .transform((v) => (v ? v : null)),
});
export const courierPayoutSchema = z.object({
  montant: z.number(),
  commandes: z.number(),
  reference: z.string().nullable(),
});

/** The CSV export of what the couriers are owed now (`;`, UTF-8 with BOM, like the finance report). */
export const COURIER_DEBTS_CSV_HEADER = [
  'Livreur',
  'Téléphone',
  'Ville',
  'Livraisons non versées',
  'Montant dû (FCFA)',
  'Espèces encaissées (FCFA)',
  'Plus ancienne livraison non versée',
] as const;

/** versements-livreurs_2026-11-25.csv: the day it was taken (the list has no period). */
export const courierDebtsCsvFileName = (day: string) => `versements-livreurs_${day}.csv`;
