import { adminEntreprisesPageSchema } from '@comoe/shared/schemas/admin-accounts';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { directorySearch } from './directory-search';
import { adminKeys, type DirectoryFilter } from './query-keys';

/** `GET /api/admin/entreprises`: filtered, sorted and paged by the server. */
export function getAdminEntreprises(filter: DirectoryFilter) {
  return apiRequest(`/api/admin/entreprises?${directorySearch(filter)}`, {
    schema: adminEntreprisesPageSchema,
  });
}

export const { options: adminEntreprisesQueryOptions, useKept: useAdminEntreprises } = keptQuery(
  adminKeys.entreprises,
  getAdminEntreprises,
);
