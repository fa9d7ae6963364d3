import { adminClientsPageSchema } from '@comoe/shared/schemas/admin-clients';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { directorySearch } from './directory-search';
import { adminKeys, type DirectoryFilter } from './query-keys';

/** `GET /api/admin/clients`: as the couriers' table, without the type filter. */
export function getAdminClients(filter: DirectoryFilter) {
  return apiRequest(`/api/admin/clients?${directorySearch({ ...filter, type: undefined })}`, {
    schema: adminClientsPageSchema,
  });
}

export const { options: adminClientsQueryOptions, useKept: useAdminClients } = keptQuery(
  adminKeys.clients,
  getAdminClients,
);
