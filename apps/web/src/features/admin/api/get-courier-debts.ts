import {
  courierDebtsPageSchema,
  type CourierDebt,
  type CourierDebtSortKey,
} from '@comoe/shared/schemas/courier-gains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const COURIER_DEBTS_PAGE_SIZE = 50;

export type CourierDebtsSort = `${CourierDebtSortKey},${'asc' | 'desc'}`;
export type CourierDebtsFilter = { sort: CourierDebtsSort; page: number };

/** Under the payouts' prefix: a delivery (the admin's live stream) or a payout refetches them. */
export const courierDebtsKeys = {
  all: [...adminKeys.allPayouts, 'livreurs'] as const,
  list: (filter: CourierDebtsFilter) => [...adminKeys.allPayouts, 'livreurs', 'list', filter] as const,
};

/** `GET /api/admin/livreurs/versements`: what each courier is owed now, all dates. */
export function getCourierDebts(filter: CourierDebtsFilter) {
  const params = new URLSearchParams({
    sort: filter.sort,
    page: String(filter.page),
    size: String(COURIER_DEBTS_PAGE_SIZE),
  });
  return apiRequest(`/api/admin/livreurs/versements?${params.toString()}`, {
    schema: courierDebtsPageSchema,
  });
}

/** One courier's debt as it stands now (null: nothing owed any more), read again before paying. */
export async function getCourierDebt(livreurId: number): Promise<CourierDebt | null> {
  const page = await apiRequest(`/api/admin/livreurs/versements?livreurId=${livreurId}`, {
    schema: courierDebtsPageSchema,
  });
  return page.content[0] ?? null;
}

export const useCourierDebts = (filter: CourierDebtsFilter) =>
  useQuery({
    queryKey: courierDebtsKeys.list(filter),
    queryFn: () => getCourierDebts(filter),
    placeholderData: keepPreviousData,
  });
