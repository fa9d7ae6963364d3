import { adminAvisSchema } from '@comoe/shared/schemas/admin-inbox';
import { apiRequest } from '@/lib/api-client';
import { useReadInboxItem } from './inbox-query';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/avis/{id}/lu`: opening a review marks it read. */
export function readAvis(id: number) {
  return apiRequest(`/api/admin/avis/${id}/lu`, { method: 'PUT', schema: adminAvisSchema });
}

export const useReadAvis = () => useReadInboxItem(readAvis, adminKeys.avis.all);
