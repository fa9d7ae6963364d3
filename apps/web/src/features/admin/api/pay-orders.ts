import { partEntreprise } from '@comoe/shared/admin-finance';
import { adminCommandeSchema, bulkPayoutResultSchema, MAX_PAYOUT_IDS } from '@comoe/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

/** `POST /api/admin/commandes/{id}/payout` `{ reference? }`: 409 unless LIVREE, or when already PAYE. */
export function payOrder(id: string, reference: string | null) {
  return apiRequest(`/api/admin/commandes/${id}/payout`, {
    method: 'POST',
    body: { reference },
    schema: adminCommandeSchema,
  });
}

/** `POST /api/admin/payouts`, 500 ids a call: each order paid once, the others listed with why. */
export async function payOrders(ids: string[], reference: string | null) {
  const total = {
    payees: [] as string[],
    refusees: [] as { id: string; message: string }[],
    montantTotal: 0,
  };
  for (let i = 0; i < ids.length; i += MAX_PAYOUT_IDS) {
    const result = await apiRequest('/api/admin/payouts', {
      method: 'POST',
      body: { commandeIds: ids.slice(i, i + MAX_PAYOUT_IDS), reference },
      schema: bulkPayoutResultSchema,
    });
    total.payees.push(...result.payees);
    total.refusees.push(...result.refusees);
    total.montantTotal += result.montantTotal;
  }
  return total;
}

export type PayoutRequest = { ids: string[]; reference: string | null };

/** One order through its own route (its 409 says why), several through the bulk one. */
async function payOneOrMany({ ids, reference }: PayoutRequest) {
  const [only] = ids;
  if (ids.length === 1 && only) {
    const paid = await payOrder(only, reference);
    return { payees: [paid.id], refusees: [], montantTotal: partEntreprise(paid) };
  }
  return payOrders(ids, reference);
}

export const usePayOrders = () =>
  useRefreshingMutation(payOneOrMany, [adminKeys.allPayouts, adminKeys.allEntreprises]);
