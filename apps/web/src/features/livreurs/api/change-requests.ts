import {
  CHANGE_REQUEST_MSG,
  changeRequestSchema,
  myChangeRequestsSchema,
  type ChangeRequestInput,
} from '@comoe/shared/schemas/courier-change-requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastFailure } from '../errors';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

/** Under the profile's key: the decision's notice (an account notice) refetches both. */
export const changeRequestsKey = [...courierKeys.profile, 'demandes-changement'] as const;

/** `GET /api/livreurs/demandes-changement`: his requests, the latest first. */
export const changeRequestsQuery = queryOptions({
  queryKey: changeRequestsKey,
  queryFn: () => courierRequest('/api/livreurs/demandes-changement', { schema: myChangeRequestsSchema }),
});

export function useChangeRequests() {
  return useQuery(changeRequestsQuery);
}

export function sendChangeRequest(input: ChangeRequestInput) {
  return courierRequest('/api/livreurs/demandes-changement', {
    method: 'POST',
    body: input,
    schema: changeRequestSchema,
  });
}

/** The new request heads his list at once; a refusal (one already pending: 409) is said. */
export function useSendChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChangeRequest,
    onSuccess: (request) => {
      toast.success(CHANGE_REQUEST_MSG.sent);
      queryClient.setQueryData(changeRequestsKey, (list: unknown) => [
        request,
        ...((list as (typeof request)[] | undefined) ?? []),
      ]);
    },
    onError: (error) => toastFailure(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  });
}
