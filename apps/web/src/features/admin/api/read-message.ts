import { adminMessageSchema } from '@comoe/shared/schemas/admin-inbox';
import { apiRequest } from '@/lib/api-client';
import { useReadInboxItem } from './inbox-query';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/messages/{id}/lu`: opening a message marks it read (false → true). */
export function readMessage(id: number) {
  return apiRequest(`/api/admin/messages/${id}/lu`, { method: 'PUT', schema: adminMessageSchema });
}

export const useReadMessage = () => useReadInboxItem(readMessage, adminKeys.messages.all);
