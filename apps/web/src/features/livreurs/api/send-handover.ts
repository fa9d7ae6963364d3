import { ORDER_STATUSES } from '@comoe/shared/enums';
import { z } from 'zod';
import type { Handover } from '../offline/handover';
import { courierRequest } from './courier-request';

const answerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });

/**
 * 'Marquer comme récupéré' (`?code=` the business's code) and 'Marquer comme livré' (multipart
 * `code` and `preuveId`, the photo uploaded before, or `proofFile`), with the handover's `Idempotency-Key`: a copy of an action already
 * applied gets the first answer (`Idempotent-Replayed: true`), which counts as done.
 */
export function sendHandover(handover: Handover) {
  const headers = { 'Idempotency-Key': handover.key };
  if (handover.kind === 'pickup') {
    const code = encodeURIComponent(handover.code);
    return courierRequest(`/api/livreurs/marquer-recuperee/${handover.missionId}?code=${code}`, {
      method: 'POST',
      headers,
      schema: answerSchema,
    });
  }
  const form = new FormData();
  form.append('code', handover.code);
  // The photo already uploaded is named, not sent again (issue 22 §2).
  if (handover.proofId) {
    form.append('preuveId', handover.proofId);
  } else if (handover.photo) {
    const { bytes, type, name } = handover.photo;
    form.append('proofFile', new Blob([bytes], { type }), name);
  }
  return courierRequest(`/api/livreurs/marquer-livree/${handover.missionId}`, {
    method: 'POST',
    body: form,
    headers,
    schema: answerSchema,
  });
}
