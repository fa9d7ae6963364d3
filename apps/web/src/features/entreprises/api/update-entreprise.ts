import {
  ownEntrepriseDetailsSchema,
  type EntrepriseProfile,
  type OwnEntreprise,
} from '@comoe/shared/schemas/entreprise-profile';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/entreprises/{id}`: the whole profile, an existing category or a new one by name. */
export function updateEntreprise(id: number, profile: EntrepriseProfile): Promise<OwnEntreprise> {
  return apiRequest(`/api/entreprises/${id}`, {
    method: 'PUT',
    body: profile,
    schema: ownEntrepriseDetailsSchema,
  });
}
