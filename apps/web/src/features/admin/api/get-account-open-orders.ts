import { z } from 'zod';
import { accountOpenOrderSchema } from '@comoe/shared/schemas/admin-commandes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/utilisateurs/{id}/commandes-ouvertes`: what deactivating the account does to each. */
export function getAccountOpenOrders(utilisateurId: number) {
  return apiRequest(`/api/admin/utilisateurs/${utilisateurId}/commandes-ouvertes`, {
    schema: z.array(accountOpenOrderSchema),
    cache: 'no-store',
  });
}

/** Read each time the confirmation opens: orders move while the admin hesitates. */
export function useAccountOpenOrders(utilisateurId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.accountOpenOrders(utilisateurId),
    queryFn: () => getAccountOpenOrders(utilisateurId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
