import { courierStatsSchema } from '@comoe/shared/schemas/livreurs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

/** The four cards: today's deliveries, earnings, distance and the clients' rating. */
export const statsQuery = queryOptions({
  queryKey: courierKeys.stats,
  queryFn: () => courierRequest('/api/livreurs/stats-du-jour', { schema: courierStatsSchema }),
});

export function useCourierStats() {
  return useQuery(statsQuery);
}
