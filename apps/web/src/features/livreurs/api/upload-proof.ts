import { proofUploadAnswerSchema } from '@comoe/shared/schemas/proof-uploads';
import type { Handover } from '../offline/handover';
import { courierRequest } from './courier-request';

/**
 * The delivery's proof photo, sent once (issue 22 §2): the server answers its id, the same id for
 * the same photo sent again (a lost answer), and each try of the code then names it.
 */
export async function uploadProof(handover: Handover): Promise<string> {
  if (!handover.photo) throw new Error('Aucune photo à envoyer');
  const { bytes, type, name } = handover.photo;
  const form = new FormData();
  form.append('proofFile', new Blob([bytes], { type }), name);
  const answer = await courierRequest(`/api/livreurs/missions/${handover.missionId}/preuve`, {
    method: 'POST',
    body: form,
    schema: proofUploadAnswerSchema,
  });
  return answer.preuveId;
}
