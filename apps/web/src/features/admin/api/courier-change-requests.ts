import {
  adminChangeRequestSchema,
  adminChangeRequestsSchema,
  type ChangeDecisionInput,
} from '@comoe/shared/schemas/courier-change-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

/** Under the verification key: a courier's request or an admin's decision refetches it live. */
export const changeRequestsKey = [...adminKeys.verification, 'changements'] as const;

/** `GET /api/admin/livreurs/demandes-changement`: the pending requests, the oldest first. */
export const pendingChangeRequestsQuery = queryOptions({
  queryKey: changeRequestsKey,
  queryFn: () =>
    apiRequest('/api/admin/livreurs/demandes-changement?statut=EN_ATTENTE', {
      schema: adminChangeRequestsSchema,
    }),
});

export const usePendingChangeRequests = () => useQuery(pendingChangeRequestsQuery);

/** `PUT /api/admin/livreurs/demandes-changement/{id}`: approve, or refuse with the reason he reads. */
export function decideChangeRequest({ id, ...decision }: ChangeDecisionInput & { id: number }) {
  return apiRequest(`/api/admin/livreurs/demandes-changement/${id}`, {
    method: 'PUT',
    body: decision,
    schema: adminChangeRequestSchema,
  });
}

/** The courier's row changes too (city, vehicle): the couriers' table is refetched with the list. */
export const useDecideChangeRequest = () =>
  useRefreshingMutation(decideChangeRequest, [changeRequestsKey, adminKeys.allLivreurs]);
