import { adminEntreprisesPageSchema } from '@comoe/shared/schemas/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { directorySearch } from './directory-search';
import { adminKeys, type DirectoryFilter } from './query-keys';

/** `GET /api/admin/entreprises`: filtered, sorted and paged by the server. */
export function getAdminEntreprises(filter: DirectoryFilter) {
  return apiRequest(`/api/admin/entreprises?${directorySearch(filter)}`, {
    schema: adminEntreprisesPageSchema,
  });
}

export const adminEntreprisesQueryOptions = (filter: DirectoryFilter) =>
  queryOptions({
    queryKey: adminKeys.entreprises(filter),
    queryFn: () => getAdminEntreprises(filter),
    // A new page, sort or filter keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminEntreprises(filter: DirectoryFilter) {
  return useQuery(adminEntreprisesQueryOptions(filter));
}
