import { z } from 'zod';
import { allowedMovesSchema } from './order-moves.ts';
import { ORDER_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES } from '../enums.ts';
import { ATTENTION_REASONS, DEACTIVATION_OUTCOMES, DESK_MSG } from '../admin/desk-messages.ts';
import { BUSINESS_GROUPS } from '../commandes/statuses.ts';
import { idParam, idSchema } from '../validation.ts';
import {
  adminRangeQuery,
  hasNoControlChars,
  rangeInOrderRefinement,
  searchQuery,
  sortQuery,
} from './admin-common.ts';
import { businessOrderSchema, pageSchema } from './commandes.ts';
import { orderHistoryEntrySchema } from './entreprise-reports.ts';
import { pagingQuery } from './common.ts';

const optionalId = idParam.optional();

/** The desk's groups: the owner's four, and the orders that need someone now. */
export const DESK_GROUPS = [...BUSINESS_GROUPS, 'ATTENTION'] as const;
export type DeskGroup = (typeof DESK_GROUPS)[number];

/**
 * `GET /api/admin/commandes`: every order, newest first. `q` is a reference (its first
 * characters), a phone (spaces ignored) or a client's name (case and accents ignored); `telephone`
 * keeps one client's orders.
 */
export const adminOrdersQuerySchema = z
  .object({
    groupe: z.enum(DESK_GROUPS, { error: 'Groupe inconnu.' }).optional(),
    villeId: optionalId,
    entrepriseId: optionalId,
    livreurId: optionalId,
    telephone: searchQuery,
    q: searchQuery,
    ...adminRangeQuery,
    ...pagingQuery,
    sort: sortQuery(['dateCommande', 'total'] as const, 'dateCommande,desc'),
  })
  .refine(...rangeInOrderRefinement);
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** One order on the desk: the owner's view without its code, with its city and what needs doing. */
export const adminOrderSchema = businessOrderSchema.omit({ codeEntreprise: true }).extend({
  ville: z.object({ id: z.number(), nom: z.string() }),
  attention: z.array(z.enum(ATTENTION_REASONS)),
  /**
   * Issue 34 §2, an order its business has not answered yet: whom to call, since when it waits
   * and when the server cancels it on its own (ISO instants); null in any other status.
   */
  attenteEntreprise: z
    .object({
      telephone: z.string().nullable(),
      depuis: z.string(),
      annulationAutoAt: z.string(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersPageSchema = pageSchema(adminOrderSchema).extend({
  /** How many orders need attention now, whatever the filters: the desk's badge. */
  aSurveiller: z.number(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const deskHistoryEntrySchema = orderHistoryEntrySchema.extend({
  /** The person who made it; null for the server itself. */
  acteur: z.object({ id: z.number(), nom: z.string() }).nullable(),
  motif: z.string().nullable(),
  /** The order machine's move (`OrderMove`), null on moves recorded before it was kept (issue 34 §1). */
  mouvement: z.string().nullable().optional(),
});

/** `GET /api/admin/commandes/{id}`: everything the operator needs to act on one order. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  codeClientBloque: z.boolean(),
  essaisRestants: z.object({ client: z.number(), entreprise: z.number() }),
  preuveLivraisonUrl: z.string().nullable(),
  paiementEntreprise: z.object({
    statut: z.enum(PAYOUT_STATUSES),
    methode: z.enum(PAYOUT_METHODS).nullable(),
    reference: z.string().nullable(),
    date: z.string().nullable(),
  }),
  historique: z.array(deskHistoryEntrySchema),
  /** Issue 34: on its way, its client deactivated: the desk may read her the code by phone. */
  codeClientLisible: z.boolean(),
  /** Every move of the desk, allowed now or with its reason (the shared order machine). */
  actions: allowedMovesSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** An admin always says why: the parties read it and the journal keeps it. */
export const motifSchema = z.object({
  motif: z
    .string({ error: DESK_MSG.motifRequired })
    .trim()
    .min(3, DESK_MSG.motifRequired)
    .max(300, DESK_MSG.motifRequired)
    .refine(hasNoControlChars, DESK_MSG.motifRequired),
});

export const assignSchema = z.object({ livreurId: idSchema(DESK_MSG.livreurIdRequired) });

/** `GET /api/admin/commandes/{id}/livreurs`: who could take the order, and why not when he cannot. */
export const deskCourierSchema = z.object({
  id: z.number(),
  nom: z.string(),
  telephone: z.string(),
  disponible: z.boolean(),
  missionsEnCours: z.number(),
  /** Null when he can take it now; else why not, in French. */
  empechement: z.string().nullable(),
});
export type DeskCourier = z.infer<typeof deskCourierSchema>;

/**
 * `GET /api/admin/utilisateurs/{id}/commandes-ouvertes`: what deactivating this account would do
 * to each of its open orders, for the confirmation to list them first.
 */
export const accountOpenOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  statut: z.enum(ORDER_STATUSES),
  total: z.number(),
  dateCommande: z.string(),
  suite: z.enum(DEACTIVATION_OUTCOMES),
});
export type AccountOpenOrder = z.infer<typeof accountOpenOrderSchema>;

/**
 * `GET /api/admin/utilisateurs/{id}/desactivation`: what deactivating the account will do, counted,
 * and each open order with its outcome (issue 34). Nothing changes until the admin confirms.
 */
export const deactivationPreviewSchema = z.object({
  annulees: z.number(),
  remisesAuxLivreurs: z.number(),
  /** Already on their way: they go on to the door (a courier's are flagged on the desk). */
  continuent: z.number(),
  commandes: z.array(accountOpenOrderSchema),
});
export type DeactivationPreview = z.infer<typeof deactivationPreviewSchema>;

/** `GET /api/admin/commandes/{id}/code-client`: read to a deactivated client over the phone. */
export const clientCodeSchema = z.object({ code: z.string() });
