import { adminLivreursPageSchema } from '@comoe/shared/schemas/admin-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { directorySearch } from './directory-search';
import { adminKeys, type DirectoryFilter } from './query-keys';

/** `GET /api/admin/livreurs`: as the businesses' table, without the type filter. */
export function getAdminLivreurs(filter: DirectoryFilter) {
  return apiRequest(`/api/admin/livreurs?${directorySearch({ ...filter, type: undefined })}`, {
    schema: adminLivreursPageSchema,
  });
}

export const adminLivreursQueryOptions = (filter: DirectoryFilter) =>
  queryOptions({
    queryKey: adminKeys.livreurs(filter),
    queryFn: () => getAdminLivreurs(filter),
    placeholderData: keepPreviousData,
  });

export function useAdminLivreurs(filter: DirectoryFilter) {
  return useQuery(adminLivreursQueryOptions(filter));
}
