import { z } from 'zod';

// Issue 22 §2: the proof photo of a delivery is uploaded once (`POST
// /api/livreurs/missions/{id}/preuve`, multipart `proofFile`) and each code try names it
// (`marquer-livree` with the multipart field `preuveId` instead of the file).

export const PROOF_MSG = {
  /** The id is unknown, or is another courier's or another mission's: said the same way. */
  uploadNotFound: 'Photo de preuve introuvable : reprenez la photo.',
  /** The phone's own refusal, before anything is sent (its title, then the body). */
  notPhotoTitle: "Ce fichier n'est pas une photo",
  notPhotoBody: 'Choisissez une photo (JPEG, PNG, WebP…) ou prenez-la avec l’appareil photo.',
} as const;

export const proofUploadIdSchema = z.uuid({ error: PROOF_MSG.uploadNotFound });

/** The answer of an upload: the same id again for the same photo of the same mission. */
export const proofUploadAnswerSchema = z.object({ preuveId: z.string() });
export type ProofUploadAnswer = z.infer<typeof proofUploadAnswerSchema>;
