import { payoutAccountSchema, type PayoutAccount } from '@comoe/shared/schemas/entreprise-profile';
import { ApiError, apiRequest } from '@/lib/api-client';
import { argQuery } from '@/lib/query-factory';
import { businessKeys } from './query-keys';

/** The business's payout account, or null when none is set up (the API answers 404). */
export async function getPayoutAccount(entrepriseId: number): Promise<PayoutAccount | null> {
  try {
    return await apiRequest(`/api/payouts/entreprise/${entrepriseId}`, { schema: payoutAccountSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const { options: payoutAccountQueryOptions, useArg: usePayoutAccount } = argQuery(
  businessKeys.payout,
  getPayoutAccount,
);
