import type { AccountStatus } from '@comoe/shared/enums';
import { accountStatutSchema } from '@comoe/shared/schemas/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/utilisateurs/{id}/statut`: INACTIF ends the account's sessions at once. */
export function setAccountStatut(utilisateurId: number, statut: AccountStatus) {
  return apiRequest(`/api/admin/utilisateurs/${utilisateurId}/statut`, {
    method: 'PUT',
    body: { statut },
    schema: accountStatutSchema,
  });
}

export function useSetAccountStatut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ utilisateurId, statut }: { utilisateurId: number; statut: AccountStatus }) =>
      setAccountStatut(utilisateurId, statut),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allEntreprises }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allLivreurs }),
      ]),
  });
}
