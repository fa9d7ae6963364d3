import { courierVerificationSchema } from '@comoe/shared/schemas/livreurs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/livreurs/verifier/{matricule}?c=`, public: no session token, even for a signed-in
 * visitor. `c` is the card's secret from its QR code; without it only the verdict comes back.
 */
export function useCourierCheck(matricule: string, cardToken: string | null) {
  const query = cardToken ? `?c=${encodeURIComponent(cardToken)}` : '';
  return useQuery({
    queryKey: ['verification-livreur', matricule, cardToken],
    queryFn: () =>
      apiRequest(`/api/livreurs/verifier/${encodeURIComponent(matricule)}${query}`, {
        token: null,
        schema: courierVerificationSchema,
      }),
  });
}
