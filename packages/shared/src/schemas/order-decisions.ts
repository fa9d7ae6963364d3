import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { idSchema, safeString } from '../validation.ts';

/**
 * The business's answer to a new order (issue 21 §1): accepting says how long it takes to
 * prepare, refusing says why and may mark the missing products unavailable in the same step.
 */
export const DELAI_PREPARATION_MIN = 1;
export const DELAI_PREPARATION_MAX = 180;
/** The chips the accept dialog offers; any other whole number of minutes may be typed. */
export const DELAI_PREPARATION_CHOICES = [10, 15, 20, 30, 45] as const;
/** A business's usual preparation time until its owner sets another (migration 018). */
export const DELAI_PREPARATION_HABITUEL_DEFAUT = 20;

/** The reasons the refuse dialog offers; "Autre" asks for the owner's own words. */
export const REFUSAL_REASONS = [
  'Rupture de stock',
  'Trop de commandes',
  'Fermeture imminente',
  'Autre',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const REFUSAL_OUT_OF_STOCK: RefusalReason = 'Rupture de stock';
export const REFUSAL_OTHER: RefusalReason = 'Autre';

export const MOTIF_REFUS_MIN = 3;
export const MOTIF_REFUS_MAX = 200;
/** More than an order's lines ever name. */
const MAX_PRODUITS_INDISPONIBLES = 50;

export const DECISION_MSG = {
  delaiRequired: 'Indiquez le temps de préparation, en minutes.',
  delaiInvalid: `Le temps de préparation doit être un nombre entier de minutes, entre ${DELAI_PREPARATION_MIN} et ${DELAI_PREPARATION_MAX}.`,
  motifRequired: 'Indiquez pourquoi vous refusez la commande.',
  motifInvalid: `Le motif du refus doit faire entre ${MOTIF_REFUS_MIN} et ${MOTIF_REFUS_MAX} caractères.`,
  produitsInvalid: 'La liste des produits indisponibles est invalide.',
  produitsOtherBusiness: 'Un des produits indiqués n’appartient pas à votre entreprise.',
  accepted: (delai: number) => `Commande acceptée : prête dans ${delai} min.`,
  /** The dialog's and the settings' words for the business's own default. */
  habituel: (delai: number) => `Votre temps habituel : ${delai} min`,
  habituelLabel: 'Temps de préparation habituel (en minutes)',
  habituelHint:
    'Proposé à chaque commande que vous acceptez, et pris quand une application ne précise pas de temps.',
  refused: 'Commande refusée. Le client a été prévenu.',
  /** The client's notification. */
  acceptedClient: (preteVers: string) =>
    `L'entreprise a accepté votre commande : ${preteVers.charAt(0).toLowerCase()}${preteVers.slice(1)}. Nous cherchons votre livreur.`,
  refusedClient: (motif: string) => `L'entreprise a refusé votre commande. Motif : ${motif}`,
} as const;

/** A preparation time in whole minutes: the one an accept gives, or the business's usual one. */
export const delaiPreparationSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? DECISION_MSG.delaiRequired : DECISION_MSG.delaiInvalid),
  })
  .int(DECISION_MSG.delaiInvalid)
  .min(DELAI_PREPARATION_MIN, DECISION_MSG.delaiInvalid)
  .max(DELAI_PREPARATION_MAX, DECISION_MSG.delaiInvalid);

/**
 * `PUT …/accepter`. The spec writes it without a body (issue 32 §1; Fastify reads none as null):
 * the time is optional, and without it the business's usual one is taken; the answer says which
 * time was used.
 */
export const acceptOrderSchema = z
  .object({ delaiPreparationMin: delaiPreparationSchema.optional() }, { error: DECISION_MSG.delaiInvalid })
  .nullish();
export type AcceptOrderInput = z.infer<typeof acceptOrderSchema>;

/** The accept's answer: the status, and the time used (sent, or the business's usual one). */
export const acceptOrderAnswerSchema = z.object({
  statut: z.enum(ORDER_STATUSES),
  delaiPreparationMin: z.number(),
  /** ISO instant the order should be ready. */
  preteVers: z.string(),
});
export type AcceptOrderAnswer = z.infer<typeof acceptOrderAnswerSchema>;

export const refuseOrderSchema = z.object(
  {
    motif: safeString({
      error: (issue) => (issue.input === undefined ? DECISION_MSG.motifRequired : DECISION_MSG.motifInvalid),
    })
      .trim()
      .min(1, DECISION_MSG.motifRequired)
      .min(MOTIF_REFUS_MIN, DECISION_MSG.motifInvalid)
      .max(MOTIF_REFUS_MAX, DECISION_MSG.motifInvalid),
    produitsIndisponibles: z
      .array(idSchema(DECISION_MSG.produitsInvalid), { error: DECISION_MSG.produitsInvalid })
      .max(MAX_PRODUITS_INDISPONIBLES, DECISION_MSG.produitsInvalid)
      .optional(),
  },
  { error: DECISION_MSG.motifRequired },
);
export type RefuseOrderInput = z.input<typeof refuseOrderSchema>;
