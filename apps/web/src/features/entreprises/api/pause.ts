import { etatOuvertureSchema, type EtatOuverture, type PauseInput } from '@comoe/shared/schemas/horaires';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function startPause(entrepriseId: number, body: PauseInput): Promise<EtatOuverture> {
  return apiRequest(`/api/entreprises/${entrepriseId}/pause`, {
    method: 'POST',
    body,
    schema: etatOuvertureSchema,
  });
}

export function endPause(entrepriseId: number): Promise<EtatOuverture> {
  return apiRequest(`/api/entreprises/${entrepriseId}/pause`, {
    method: 'DELETE',
    schema: etatOuvertureSchema,
  });
}

/** 'Pause' (a duration) or 'Reprendre' (null): the owner's business shows the answer at once. */
export function usePause(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pause: PauseInput | null) =>
      pause ? startPause(entrepriseId, pause) : endPause(entrepriseId),
    onSuccess: (etat, pause) => {
      const current = queryClient.getQueryData<OwnEntreprise>(ownEntrepriseQueryKey);
      if (current) queryClient.setQueryData(ownEntrepriseQueryKey, { ...current, ...etat });
      if (pause)
        toast.success('Pause activée', 'Les clients voient « En pause » et ne peuvent pas commander.');
      else toast.success('Commandes reprises', 'Les clients peuvent de nouveau commander.');
    },
    onError: (error) => toast.error('Erreur', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey }),
  });
}
