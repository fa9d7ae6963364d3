import { businessOrderSchema, pageSchema } from '@comoe/shared/schemas/commandes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { businessKeys, type OrdersFilter } from './query-keys';

const ordersPageSchema = pageSchema(businessOrderSchema);

/** The dashboard's list: 50 a page (spec part 2 §9), newest first. */
export const ORDERS_PAGE_SIZE = 50;

/** The query string of `GET /api/entreprises/{id}/orders`; empty filters are left out. */
export function ordersSearch(filter: OrdersFilter): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.statut) params.set('statut', filter.statut);
  params.set('page', String(filter.page));
  params.set('size', String(filter.size));
  params.set('sort', 'dateCommande,desc');
  return params.toString();
}

export function getOrders(entrepriseId: number, filter: OrdersFilter) {
  return apiRequest(`/api/entreprises/${entrepriseId}/orders?${ordersSearch(filter)}`, {
    schema: ordersPageSchema,
  });
}

export const ordersQueryOptions = (entrepriseId: number, filter: OrdersFilter) =>
  queryOptions({
    queryKey: businessKeys.ordersList(entrepriseId, filter),
    queryFn: () => getOrders(entrepriseId, filter),
    // Changing page or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useOrders(entrepriseId: number, filter: OrdersFilter, enabled = true) {
  return useQuery({ ...ordersQueryOptions(entrepriseId, filter), enabled });
}
