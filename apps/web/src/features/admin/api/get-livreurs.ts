import { adminLivreursPageSchema } from '@comoe/shared/schemas/admin-accounts';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { directorySearch } from './directory-search';
import { adminKeys, type DirectoryFilter } from './query-keys';

/** `GET /api/admin/livreurs`: as the businesses' table, without the type filter. */
export function getAdminLivreurs(filter: DirectoryFilter) {
  return apiRequest(`/api/admin/livreurs?${directorySearch({ ...filter, type: undefined })}`, {
    schema: adminLivreursPageSchema,
  });
}

export const { options: adminLivreursQueryOptions, useKept: useAdminLivreurs } = keptQuery(
  adminKeys.livreurs,
  getAdminLivreurs,
);
