import { financesSchema } from '@comoe/shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, rangeParams, type AdminRange } from './query-keys';

export const FINANCES_PAGE_SIZE = 20;

/** 'Rapport Financier': the range's sums and one page of its delivered orders, in `sort` order. */
export function getFinances(range: AdminRange, page: number, sort: string) {
  const params = rangeParams(range);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('size', String(FINANCES_PAGE_SIZE));
  return apiRequest(`/api/admin/commandes/finances?${params.toString()}`, { schema: financesSchema });
}

export const financesQueryOptions = (range: AdminRange, page: number, sort: string) =>
  queryOptions({
    queryKey: adminKeys.finances(range, page, sort),
    queryFn: () => getFinances(range, page, sort),
    placeholderData: keepPreviousData,
  });

export function useFinances(range: AdminRange, page: number, sort: string) {
  return useQuery(financesQueryOptions(range, page, sort));
}
