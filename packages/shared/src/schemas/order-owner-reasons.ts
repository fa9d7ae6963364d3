import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { ORDER_END_LABELS, type OrderEndReason } from '../commandes/end-reasons.ts';
import { safeString } from '../validation.ts';
import { DECISION_MSG, delaiPreparationSchema, MOTIF_REFUS_MAX, MOTIF_REFUS_MIN } from './order-decisions.ts';

/**
 * Issue 34 §2: the owner says why it cancels (the refusal's reasons, or its own words) and may
 * push back the ready time of an order it is late to prepare. Both are told to the client and
 * the courier and kept in the order's history.
 */

/** What the history keeps for a cancellation sent as the spec writes it, without a body. */
export const SANS_MOTIF = 'Sans motif';

export const OWNER_REASON_MSG = {
  motifInvalid: `Le motif de l'annulation doit faire entre ${MOTIF_REFUS_MIN} et ${MOTIF_REFUS_MAX} caractères.`,
  cancelHint: 'Le client et le livreur liront ce motif.',
  cancelled: 'Commande annulée. Le client et le livreur ont été prévenus.',
  /** The client's notification. */
  cancelledClient: (motif: string) =>
    motif === SANS_MOTIF
      ? "L'entreprise a annulé votre commande. Vous n'avez rien à payer."
      : `L'entreprise a annulé votre commande. Motif : ${motif}`,
  /** The courier's notification. */
  cancelledCourier: (motif: string) => `Cette commande a été annulée par l'entreprise : ${motif}`,
  /** The owner's view of an order its client cancelled. */
  cancelledByClient: 'Annulée par le client',
  delayTitle: 'Repousser l’heure de préparation',
  delayHint:
    'Dans combien de minutes la commande sera-t-elle prête ? Le client et le livreur liront la nouvelle heure.',
  delayed: (preteVers: string) => `Nouvelle heure enregistrée : ${lower(preteVers)}.`,
  /** The client's and the courier's notification; the history keeps `delayedMotif`. */
  delayedNotice: (preteVers: string) => `La préparation prend plus de temps : commande ${lower(preteVers)}.`,
  delayedMotif: (delai: number, preteVers: string) =>
    `Préparation repoussée de ${delai} min : ${lower(preteVers)}`,
} as const;

/** Why an order ended, as its business reads it (the client's own labels say "par vous"). */
export const OWNER_END_LABELS: Record<OrderEndReason, string> = {
  LIVREE: ORDER_END_LABELS.LIVREE,
  ANNULEE_CLIENT: OWNER_REASON_MSG.cancelledByClient,
  REFUSEE: 'Vous l’avez refusée',
  ANNULEE_ENTREPRISE: 'Vous l’avez annulée',
  ANNULEE_ADMIN: ORDER_END_LABELS.ANNULEE_ADMIN,
  SANS_REPONSE: 'Annulée automatiquement : sans réponse de votre part à temps',
  RETOURNEE: ORDER_END_LABELS.RETOURNEE,
};

function lower(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * `PUT …/annuler`. The spec calls it without a body (Fastify reads none as null): the motif is
 * optional there and recorded as "Sans motif"; the screens always send one.
 */
export const cancelOrderSchema = z
  .object(
    {
      motif: safeString({ error: OWNER_REASON_MSG.motifInvalid })
        .trim()
        .min(MOTIF_REFUS_MIN, OWNER_REASON_MSG.motifInvalid)
        .max(MOTIF_REFUS_MAX, OWNER_REASON_MSG.motifInvalid)
        .optional(),
    },
    { error: OWNER_REASON_MSG.motifInvalid },
  )
  .nullish();
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

/** `PUT …/delai`: the new preparation time from now, as the accept's. */
export const delayOrderSchema = z.object(
  { delaiPreparationMin: delaiPreparationSchema },
  { error: DECISION_MSG.delaiRequired },
);
export type DelayOrderInput = z.input<typeof delayOrderSchema>;

export const delayOrderAnswerSchema = z.object({
  statut: z.enum(ORDER_STATUSES),
  delaiPreparationMin: z.number(),
  /** ISO instant the order should now be ready. */
  preteVers: z.string(),
});
export type DelayOrderAnswer = z.infer<typeof delayOrderAnswerSchema>;
