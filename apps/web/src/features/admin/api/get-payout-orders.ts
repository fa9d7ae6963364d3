import { adminCommandesPageSchema } from '@comoe/shared/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, rangeParams, type PayoutOrdersFilter } from './query-keys';

/** The server's largest page. */
const MAX_PAGE_SIZE = 100;

/** `GET /api/admin/commandes?entrepriseId&statutPaiement`: one business's orders of the range, newest first. */
export function getPayoutOrders(filter: PayoutOrdersFilter, page = 0) {
  const params = rangeParams(filter);
  params.set('statutPaiement', filter.statutPaiement);
  params.set('entrepriseId', String(filter.entrepriseId));
  params.set('page', String(page));
  params.set('size', String(MAX_PAGE_SIZE));
  return apiRequest(`/api/admin/commandes?${params.toString()}`, { schema: adminCommandesPageSchema });
}

/** Every order of the group, a hundred at a time: what 'Tout marquer comme payé' pays. */
export async function getAllPayoutOrders(filter: PayoutOrdersFilter) {
  const first = await getPayoutOrders(filter, 0);
  const content = [...first.content];
  for (let page = 1; page * MAX_PAGE_SIZE < first.totalElements; page += 1) {
    content.push(...(await getPayoutOrders(filter, page)).content);
  }
  return content;
}

export const payoutOrdersQueryOptions = (filter: PayoutOrdersFilter) =>
  queryOptions({ queryKey: adminKeys.payoutOrders(filter), queryFn: () => getAllPayoutOrders(filter) });

/** Loaded when the admin opens a business's group. */
export function usePayoutOrders(filter: PayoutOrdersFilter, enabled: boolean) {
  return useQuery({ ...payoutOrdersQueryOptions(filter), enabled });
}
