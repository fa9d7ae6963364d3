import type { AccountStatus } from '@comoe/shared/enums';
import { accountStatutSchema } from '@comoe/shared/schemas/admin-accounts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

type StatutChange = { utilisateurId: number; statut: AccountStatus; motif?: string };

/**
 * `PUT /api/admin/utilisateurs/{id}/statut`: INACTIF ends the account's sessions at once, with the
 * reason the person reads.
 */
export function setAccountStatut({ utilisateurId, statut, motif }: StatutChange) {
  return apiRequest(`/api/admin/utilisateurs/${utilisateurId}/statut`, {
    method: 'PUT',
    body: motif ? { statut, motif } : { statut },
    schema: accountStatutSchema,
  });
}

/** The people's tables show the account's status; a deactivation settles open orders the desk shows. */
export const useSetAccountStatut = () =>
  useRefreshingMutation(setAccountStatut, [
    adminKeys.allEntreprises,
    adminKeys.allLivreurs,
    adminKeys.allClients,
    adminKeys.desk,
  ]);
