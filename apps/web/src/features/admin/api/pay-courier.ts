import { courierPayoutSchema } from '@comoe/shared/schemas/courier-gains';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { adminKeys } from './query-keys';

export type CourierPayoutRequest = { livreurId: number; reference: string | null };

/** `POST /api/admin/livreurs/{id}/versement`: everything owed now, once; 409 when nothing is left. */
export function payCourier({ livreurId, reference }: CourierPayoutRequest) {
  return apiRequest(`/api/admin/livreurs/${livreurId}/versement`, {
    method: 'POST',
    body: { reference },
    schema: courierPayoutSchema,
  });
}

/** A refusal may mean another admin paid first: the list is read again either way. */
export const usePayCourier = () => useRefreshingMutation(payCourier, [adminKeys.allPayouts]);
