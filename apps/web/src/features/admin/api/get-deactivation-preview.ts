import { deactivationPreviewSchema } from '@comoe/shared/schemas/admin-commandes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/utilisateurs/{id}/desactivation`: what deactivating the account will do, counted. */
export function getDeactivationPreview(utilisateurId: number) {
  return apiRequest(`/api/admin/utilisateurs/${utilisateurId}/desactivation`, {
    schema: deactivationPreviewSchema,
    cache: 'no-store',
  });
}

/** Read each time the confirmation opens: orders move while the admin hesitates. */
export function useDeactivationPreview(utilisateurId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.accountOpenOrders(utilisateurId),
    queryFn: () => getDeactivationPreview(utilisateurId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
