import { payoutAccountSchema, type PayoutAccountInput } from '@comoe/shared/schemas/entreprise-profile';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

/** `GET /api/payouts/entreprise/{id}`: the business's payout account, null while it has none (404). */
export async function getBusinessPayoutAccount(entrepriseId: number) {
  try {
    return await apiRequest(`/api/payouts/entreprise/${entrepriseId}`, {
      schema: payoutAccountSchema,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useBusinessPayoutAccount(entrepriseId: number) {
  return useQuery({
    queryKey: adminKeys.businessPayoutAccount(entrepriseId),
    queryFn: () => getBusinessPayoutAccount(entrepriseId),
    staleTime: 0,
  });
}

/** `PUT /api/admin/entreprises/{id}/compte-versement`: entered or corrected by an admin (journaled). */
export function saveBusinessPayoutAccount({
  entrepriseId,
  input,
}: {
  entrepriseId: number;
  input: PayoutAccountInput;
}) {
  return apiRequest(`/api/admin/entreprises/${entrepriseId}/compte-versement`, {
    method: 'PUT',
    body: input,
    schema: payoutAccountSchema,
  });
}

export const useSaveBusinessPayoutAccount = () =>
  useRefreshingMutation(saveBusinessPayoutAccount, [['admin', 'payout-account'], adminKeys.allPayouts]);
