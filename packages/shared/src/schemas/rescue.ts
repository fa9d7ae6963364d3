import { z } from 'zod';
import { ORDER_STATUSES } from '../enums.ts';
import { CLOSING_ISSUES, RESCUE_MSG } from '../commandes/rescue.ts';
import { idSchema, safeString } from '../validation.ts';
import { assignSchema, motifSchema } from './admin-commandes.ts';
import { missionReleaseSchema } from './mission-incidents.ts';

/**
 * `POST /api/admin/commandes/{id}/transferer`: the new courier, and why (issue 34 §1). The desk
 * also sends the courier it showed (`livreurActuelId`, optional): another admin's transfer made
 * meanwhile then refuses this one instead of handing the order on again.
 */
export const transferSchema = assignSchema.extend(motifSchema.shape).extend({
  livreurActuelId: idSchema(RESCUE_MSG.currentCourierInvalid).optional(),
});
export type TransferInput = z.infer<typeof transferSchema>;

/** `POST /api/admin/commandes/{id}/cloturer`: how it ended, and why. */
export const closeSchema = z
  .object({ issue: z.enum(CLOSING_ISSUES, { error: RESCUE_MSG.issueRequired }) })
  .extend(motifSchema.shape);
export type CloseInput = z.infer<typeof closeSchema>;

/** `POST /api/livreurs/missions/{id}/retour`: why, and the code the business gives back. */
export const missionReturnSchema = missionReleaseSchema.extend({
  code: safeString({ error: RESCUE_MSG.codeRequired })
    .trim()
    .min(1, RESCUE_MSG.codeRequired)
    .max(12, RESCUE_MSG.codeRequired),
});
export type MissionReturn = z.infer<typeof missionReturnSchema>;

export const rescueAnswerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });
