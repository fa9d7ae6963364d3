import { ORDER_STATUSES } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { BUSINESS_MOVE_PATHS, type PlainBusinessMove } from '@comoe/shared/commandes/business-moves';
import { statusLabel } from '@comoe/shared/commandes/statuses';
import { preteVersLabel } from '@comoe/shared/commandes/prete-vers';
import {
  delayOrderAnswerSchema,
  OWNER_REASON_MSG,
  type CancelOrderInput,
  type DelayOrderInput,
} from '@comoe/shared/schemas/order-owner-reasons';
import {
  acceptOrderAnswerSchema,
  DECISION_MSG,
  type RefuseOrderInput,
} from '@comoe/shared/schemas/order-decisions';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refetchChanged } from '@/lib/refetch-changed';
import { businessKeys } from './query-keys';
import { TEXT } from '../texts';

const answerSchema = z.object({ statut: z.enum(ORDER_STATUSES) });

/** What each move sends: accepting says the preparation time, refusing says why (issue 21 §1). */
export type OrderActionInput =
  | { orderId: string; move: PlainBusinessMove }
  | { orderId: string; move: 'accepter'; body: { delaiPreparationMin: number } }
  | { orderId: string; move: 'refuser'; body: RefuseOrderInput }
  | { orderId: string; move: 'annuler'; body: CancelOrderInput }
  | { orderId: string; move: 'repousserDelai'; body: DelayOrderInput };

/** The answer of a move; an accept's and a push's also say the time the server kept. */
type OrderActionAnswer = z.infer<typeof answerSchema> & { delaiPreparationMin?: number; preteVers?: string };

export function actOnOrder(entrepriseId: number, input: OrderActionInput): Promise<OrderActionAnswer> {
  return apiRequest(
    `/api/entreprises/${entrepriseId}/orders/${input.orderId}/${BUSINESS_MOVE_PATHS[input.move]}`,
    {
      method: 'PUT',
      schema:
        input.move === 'accepter'
          ? acceptOrderAnswerSchema
          : input.move === 'repousserDelai'
            ? delayOrderAnswerSchema
            : answerSchema,
      ...('body' in input ? { body: input.body } : {}),
    },
  );
}

const RAW_STATUS = new RegExp(`\\b(${ORDER_STATUSES.join('|')})\\b`, 'g');

/**
 * The French sentence for a failed move. A stale action (409: the client, a courier or another
 * device moved the order first) says where the order is now by its label, never its code.
 */
export function orderActionError(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.serverError;
  return error.message.replace(RAW_STATUS, (code) => statusLabel(code) ?? code);
}

/** An accept's toast says the time the server kept, the one everyone else now reads. */
function successText(input: OrderActionInput, answer: OrderActionAnswer): string {
  switch (input.move) {
    case 'accepter':
      return DECISION_MSG.accepted(answer.delaiPreparationMin ?? input.body.delaiPreparationMin);
    case 'refuser':
      return DECISION_MSG.refused;
    case 'annuler':
      return OWNER_REASON_MSG.cancelled;
    case 'repousserDelai':
      return answer.preteVers ? OWNER_REASON_MSG.delayed(preteVersLabel(answer.preteVers)) : MSG.orderUpdated;
    case 'marquerPrete':
      return MSG.orderUpdated;
  }
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
 * Accepter, Refuser, Marquer comme prêt, Annuler, Repousser. A 409 means someone else (the client, a
 * courier, the sweeper) moved the order first: the server's message says so, and the refetch
 * shows where it is now.
 */
export function useOrderAction(entrepriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderActionInput) => actOnOrder(entrepriseId, input),
    onSuccess: (answer, input) => toast.success(TEXT.success, successText(input, answer)),
    onError: (error) => toast.error('Erreur', orderActionError(error)),
    onSettled: (_answer, _error, input) =>
      Promise.all([
        invalidateOrderViews(queryClient),
        // A refusal for lack of stock marked products unavailable: the owner's menu shows it.
        input.move === 'refuser' && input.body.produitsIndisponibles?.length
          ? queryClient.invalidateQueries({ queryKey: businessKeys.produits(entrepriseId) })
          : undefined,
      ]),
  });
}
