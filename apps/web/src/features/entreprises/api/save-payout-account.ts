import {
  payoutAccountSchema,
  type PayoutAccount,
  type PayoutAccountInput,
} from '@comoe/shared/schemas/entreprise-profile';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/payouts/entreprise/{id}`: creates or replaces the account payouts are sent to. */
export function savePayoutAccount(entrepriseId: number, input: PayoutAccountInput): Promise<PayoutAccount> {
  return apiRequest(`/api/payouts/entreprise/${entrepriseId}`, {
    method: 'PUT',
    body: { ...input, entrepriseId },
    schema: payoutAccountSchema,
  });
}
