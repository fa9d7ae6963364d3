import { adminAvisSchema } from '@comoe/shared/schemas/admin-inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { markReadInPages } from '@/lib/mark-read-in-pages';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/avis/{id}/lu`: opening a review marks it read. */
export function readAvis(id: number) {
  return apiRequest(`/api/admin/avis/${id}/lu`, { method: 'PUT', schema: adminAvisSchema });
}

export function useReadAvis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAvis,
    onMutate: (id) => markReadInPages(queryClient, adminKeys.allAvis, id, 'nonLus'),
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allAvis }),
  });
}
