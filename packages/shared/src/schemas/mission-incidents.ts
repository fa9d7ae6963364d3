import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { INCIDENT_MSG, MOTIF_MAX, MOTIF_MIN, NOTE_MAX, PROBLEM_TYPES } from '../commandes/incidents.ts';
import { safeString } from '../validation.ts';
import { hasNoControlChars } from './admin-common.ts';

/** `POST /api/livreurs/missions/{id}/liberer`: the courier always says why. */
export const missionReleaseSchema = z.object({
  motif: safeString({ error: INCIDENT_MSG.motifRequired })
    .trim()
    .min(MOTIF_MIN, INCIDENT_MSG.motifRequired)
    .max(MOTIF_MAX, INCIDENT_MSG.motifRequired)
    .refine(hasNoControlChars, INCIDENT_MSG.textControlChars),
});
export type MissionRelease = z.infer<typeof missionReleaseSchema>;

/** `POST /api/livreurs/missions/{id}/probleme`: a note is optional, but "Autre" must say what. */
export const missionProblemSchema = z
  .object({
    type: z.enum(PROBLEM_TYPES, { error: INCIDENT_MSG.typeRequired }),
    note: safeString({ error: INCIDENT_MSG.noteRequired })
      .trim()
      .max(NOTE_MAX, INCIDENT_MSG.noteTooLong)
      .refine(hasNoControlChars, INCIDENT_MSG.textControlChars)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'AUTRE' && (v.note === null || v.note.length < MOTIF_MIN)) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: INCIDENT_MSG.noteRequired });
    }
  });
export type MissionProblem = z.input<typeof missionProblemSchema>;

/** The last problem a courier reported on an order: shown to its client, business and the desk. */
export const deliveryProblemSchema = z.object({
  type: z.enum(PROBLEM_TYPES),
  note: z.string().nullable(),
  /** ISO instant of the report. */
  signaleA: z.string(),
});
export type DeliveryProblem = z.infer<typeof deliveryProblemSchema>;

export const missionReleaseAnswerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });
export const missionProblemAnswerSchema = z.object({
  statut: z.enum(ORDER_STATUSES),
  probleme: deliveryProblemSchema,
});
export type MissionProblemAnswer = z.infer<typeof missionProblemAnswerSchema>;
