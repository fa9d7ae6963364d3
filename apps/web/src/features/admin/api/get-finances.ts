import { financesSchema } from '@comoe/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys, rangeParams, type FinancesQuery } from './query-keys';

export const FINANCES_PAGE_SIZE = 20;

/** 'Rapport Financier': the range's sums and one page of its delivered orders, in `sort` order. */
export function getFinances({ range, page, sort }: FinancesQuery) {
  const params = rangeParams(range);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('size', String(FINANCES_PAGE_SIZE));
  return apiRequest(`/api/admin/commandes/finances?${params.toString()}`, { schema: financesSchema });
}

export const { useKept: useFinances } = keptQuery(adminKeys.finances, getFinances);
