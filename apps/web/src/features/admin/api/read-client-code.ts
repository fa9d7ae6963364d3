import { clientCodeSchema } from '@comoe/shared/schemas/admin-commandes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/admin/commandes/{id}/code-client`: read to a deactivated client by phone. A mutation,
 * not a query: each read is journaled, so it happens only when the admin asks, never cached.
 */
export function readClientCode(commandeId: string) {
  return apiRequest(`/api/admin/commandes/${commandeId}/code-client`, {
    schema: clientCodeSchema,
    cache: 'no-store',
  });
}

export const useReadClientCode = () => useMutation({ mutationFn: readClientCode });
