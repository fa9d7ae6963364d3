import { MSG } from '@comoe/shared/messages';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { businessKeys } from '../../api/query-keys';
import { savePayoutAccount } from '../../api/save-payout-account';
import { updateEntreprise } from '../../api/update-entreprise';
import type { SettingsOutput } from './settings-values';

/** Spec §8: the server's message, else 'Erreur lors de la mise à jour.' */
export function profileSaveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return MSG.profileSaveFailed;
}

/**
 * 'Enregistrer toutes les informations': the profile, then the payout account when filled. The
 * owner's business is refreshed after, so the banners follow what was saved.
 */
export function useSaveSettings(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, payout }: SettingsOutput): Promise<OwnEntreprise> => {
      const saved = await updateEntreprise(entrepriseId, profile);
      queryClient.setQueryData(ownEntrepriseQueryKey, saved);
      if (payout) await savePayoutAccount(entrepriseId, payout);
      return saved;
    },
    onSuccess: () => toast.success('Profil enregistré', "Les informations de l'entreprise sont à jour."),
    onError: (error) => toast.error('Erreur', profileSaveErrorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey }),
        queryClient.invalidateQueries({ queryKey: businessKeys.payout(entrepriseId) }),
      ]),
  });
}
