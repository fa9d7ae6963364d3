import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { BUSINESS_MOVE_PATHS, type BusinessMove } from '@comoe/shared/commandes/business-moves';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refetchChanged } from '@/lib/refetch-changed';
import { businessKeys } from './query-keys';
import { TEXT } from '../texts';

const answerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });

export function actOnOrder(entrepriseId: number, orderId: string, move: BusinessMove) {
  return apiRequest(`/api/entreprises/${entrepriseId}/orders/${orderId}/${BUSINESS_MOVE_PATHS[move]}`, {
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
    mutationFn: ({ orderId, move }: { orderId: string; move: BusinessMove }) =>
      actOnOrder(entrepriseId, orderId, move),
    onSuccess: () => toast.success(TEXT.success, MSG.orderUpdated),
    onError: (error) => toast.error('Erreur', error instanceof ApiError ? error.message : MSG.serverError),
    onSettled: () => invalidateOrderViews(queryClient),
  });
}
