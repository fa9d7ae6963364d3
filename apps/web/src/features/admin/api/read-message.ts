import { adminMessageSchema } from '@comoe/shared/schemas/admin-inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markReadInPages } from '@/lib/mark-read-in-pages';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/messages/{id}/lu`: opening a message marks it read (false → true). */
export function readMessage(id: number) {
  return apiRequest(`/api/admin/messages/${id}/lu`, { method: 'PUT', schema: adminMessageSchema });
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onMutate: (id) => markReadInPages(queryClient, adminKeys.allMessages, id, 'nonLus'),
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allMessages }),
  });
}
