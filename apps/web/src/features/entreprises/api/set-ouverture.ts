import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const answerSchema = z.object({ ouverte: z.boolean() });

export function setOuverture(entrepriseId: number, ouverte: boolean) {
  return apiRequest(`/api/entreprises/${entrepriseId}/ouverture`, {
    method: 'PUT',
    body: { ouverte },
    schema: answerSchema,
  });
}

/** 'Ouvert / Fermé': shown at once, put back if the server refuses. */
export function useSetOuverture(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ouverte: boolean) => setOuverture(entrepriseId, ouverte),
    onMutate: async (ouverte) => {
      await queryClient.cancelQueries({ queryKey: ownEntrepriseQueryKey });
      const previous = queryClient.getQueryData<OwnEntreprise>(ownEntrepriseQueryKey);
      if (previous) queryClient.setQueryData(ownEntrepriseQueryKey, { ...previous, ouverte });
      return { previous };
    },
    onError: (error, _ouverte, context) => {
      if (context?.previous) queryClient.setQueryData(ownEntrepriseQueryKey, context.previous);
      toast.error('Erreur', error.message);
    },
    onSuccess: ({ ouverte }) =>
      toast.success(
        ouverte ? 'Entreprise ouverte' : 'Entreprise fermée',
        ouverte
          ? 'Les clients peuvent commander.'
          : 'Les clients voient « Fermé » et ne peuvent pas commander.',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey }),
  });
}
