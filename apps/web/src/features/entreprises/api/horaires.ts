import { horairesSchema, type Horaires, type HorairesInput } from '@comoe/shared/schemas/horaires';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const horairesQueryKey = (entrepriseId: number) => ['business', 'horaires', entrepriseId] as const;

export function getHoraires(entrepriseId: number): Promise<Horaires> {
  return apiRequest(`/api/entreprises/${entrepriseId}/horaires`, { schema: horairesSchema });
}

export const horairesQueryOptions = (entrepriseId: number) =>
  queryOptions({ queryKey: horairesQueryKey(entrepriseId), queryFn: () => getHoraires(entrepriseId) });

export function useHoraires(entrepriseId: number) {
  return useQuery(horairesQueryOptions(entrepriseId));
}

export function saveHoraires(entrepriseId: number, body: HorairesInput): Promise<Horaires> {
  return apiRequest(`/api/entreprises/${entrepriseId}/horaires`, {
    method: 'PUT',
    body,
    schema: horairesSchema,
  });
}

/** 'Enregistrer les horaires': the saved week becomes the editor's starting point. */
export function useSaveHoraires(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HorairesInput) => saveHoraires(entrepriseId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(horairesQueryKey(entrepriseId), saved);
      toast.success('Horaires enregistrés', 'Les clients voient vos heures d’ouverture.');
      // Whether the business is open now follows the new hours.
      return queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey });
    },
    onError: (error) => toast.error('Erreur', error.message),
  });
}
