import { courierVerificationSchema } from '@comoe/shared/schemas/livreurs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/livreurs/verifier/{matricule}`, public: no token, even for a signed-in visitor. */
export function useCourierCheck(matricule: string) {
  return useQuery({
    queryKey: ['verification-livreur', matricule],
    queryFn: () =>
      apiRequest(`/api/livreurs/verifier/${encodeURIComponent(matricule)}`, {
        token: null,
        schema: courierVerificationSchema,
      }),
  });
}
