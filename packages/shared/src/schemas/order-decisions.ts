import { z } from 'zod';
import { idSchema, safeString } from '../validation.ts';

/**
 * The business's answer to a new order (issue 21 §1): accepting says how long it takes to
 * prepare, refusing says why and may mark the missing products unavailable in the same step.
 */
export const DELAI_PREPARATION_MIN = 1;
export const DELAI_PREPARATION_MAX = 180;
/** The chips the accept dialog offers; any other whole number of minutes may be typed. */
export const DELAI_PREPARATION_CHOICES = [10, 15, 20, 30, 45] as const;

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
  refused: 'Commande refusée. Le client a été prévenu.',
  /** The client's notification. */
  acceptedClient: (preteVers: string) =>
    `L'entreprise a accepté votre commande : ${preteVers.charAt(0).toLowerCase()}${preteVers.slice(1)}. Nous cherchons votre livreur.`,
  refusedClient: (motif: string) => `L'entreprise a refusé votre commande. Motif : ${motif}`,
} as const;

export const acceptOrderSchema = z.object(
  {
    delaiPreparationMin: z
      .number({
        error: (issue) =>
          issue.input === undefined ? DECISION_MSG.delaiRequired : DECISION_MSG.delaiInvalid,
      })
      .int(DECISION_MSG.delaiInvalid)
      .min(DELAI_PREPARATION_MIN, DECISION_MSG.delaiInvalid)
      .max(DELAI_PREPARATION_MAX, DECISION_MSG.delaiInvalid),
  },
  // No body at all: the time is what is missing.
  { error: DECISION_MSG.delaiRequired },
);
export type AcceptOrderInput = z.infer<typeof acceptOrderSchema>;

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
