import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refetchChanged } from '@/lib/refetch-changed';
import { businessKeys } from './query-keys';

/** The owner's moves of design §3, as the path segment of each. */
export const ORDER_ACTIONS = ['accepter', 'refuser', 'prete', 'annuler'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const answerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });

export function actOnOrder(entrepriseId: number, orderId: string, action: OrderAction) {
  return apiRequest(`/api/entreprises/${entrepriseId}/orders/${orderId}/${action}`, {
    method: 'PUT',
    schema: answerSchema,
  });
}

/** What one order's change refetches: the lists, the figures and the deliveries. */
export function invalidateOrderViews(queryClient: QueryClient) {
  return refetchChanged(
    queryClient,
    businessKeys.allOrders,
    businessKeys.allStats,
    businessKeys.allLivraisons,
  );
}

/**
 * Accepter, Refuser, Marquer comme prêt, Annuler. A 409 means someone else (the client, a
 * courier, the sweeper) moved the order first: the server's message says so, and the refetch
 * shows where it is now.
 */
export function useOrderAction(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: OrderAction }) =>
      actOnOrder(entrepriseId, orderId, action),
    onSuccess: () => toast.success('Succès', MSG.orderUpdated),
    onError: (error) => toast.error('Erreur', error instanceof ApiError ? error.message : MSG.serverError),
    onSettled: () => invalidateOrderViews(queryClient),
  });
}
