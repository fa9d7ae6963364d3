import { payoutGroupsPageSchema } from '@comoe/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys, rangeParams, type PayoutGroupsFilter } from './query-keys';

export const PAYOUT_GROUPS_PAGE_SIZE = 20;

/**
 * `GET /api/admin/commandes/par-entreprise`: one row per business with what it is owed
 * ('À verser', EN_ATTENTE) or was paid ('Versés', PAYE) on the range, largest first.
 */
export function getPayoutGroups(filter: PayoutGroupsFilter) {
  const params = rangeParams(filter);
  params.set('statutPaiement', filter.statutPaiement);
  params.set('page', String(filter.page));
  params.set('size', String(PAYOUT_GROUPS_PAGE_SIZE));
  return apiRequest(`/api/admin/commandes/par-entreprise?${params.toString()}`, {
    schema: payoutGroupsPageSchema,
  });
}

export const { options: payoutGroupsQueryOptions, useKept: usePayoutGroups } = keptQuery(
  adminKeys.payoutGroups,
  getPayoutGroups,
);
