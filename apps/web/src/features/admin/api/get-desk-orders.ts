import { adminOrdersPageSchema } from '@comoe/shared/schemas/admin-commandes';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys, type DeskFilter } from './query-keys';

export const DESK_PAGE_SIZE = 20;

/** `GET /api/admin/commandes/suivi`: every order the filter keeps, and how many need attention. */
export function getDeskOrders(filter: DeskFilter) {
  const params = new URLSearchParams({
    page: String(filter.page),
    size: String(filter.size ?? DESK_PAGE_SIZE),
    sort: filter.sort,
  });
  if (filter.groupe) params.set('groupe', filter.groupe);
  if (filter.villeId) params.set('villeId', String(filter.villeId));
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return apiRequest(`/api/admin/commandes/suivi?${params.toString()}`, {
    schema: adminOrdersPageSchema,
    cache: 'no-store',
  });
}

export const { useKept: useDeskOrders } = keptQuery(adminKeys.deskOrders, getDeskOrders);

/** The sidebar's badge: how many orders need someone now (refetched live with the desk). */
export function useDeskAttention(): number {
  // One row is enough: only the count is read.
  const attention = useDeskOrders({
    groupe: 'ATTENTION',
    q: '',
    sort: 'dateCommande,desc',
    page: 0,
    size: 1,
  });
  return attention.data?.aSurveiller ?? 0;
}
