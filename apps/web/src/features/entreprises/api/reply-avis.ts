import {
  avisEntrepriseSchema,
  type AvisEntreprise,
  type AvisReponseInput,
} from '@comoe/shared/schemas/avis-entreprise';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/entreprises/{id}/avis/{avisId}/reponse`: the one reply to a review (409 after). */
export function replyAvis(
  entrepriseId: number,
  avisId: number,
  input: AvisReponseInput,
): Promise<AvisEntreprise> {
  return apiRequest(`/api/entreprises/${entrepriseId}/avis/${avisId}/reponse`, {
    method: 'POST',
    body: input,
    schema: avisEntrepriseSchema,
  });
}
