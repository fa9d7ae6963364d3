import { publicEntrepriseSchema, type PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { untilNextChange } from '@/lib/ouverture';

export function getCartEntreprise(id: number): Promise<PublicEntreprise> {
  return apiRequest(`/api/entreprises/${id}`, { schema: publicEntrepriseSchema });
}

/** Whether the cart's business takes orders right now. */
export const cartEntrepriseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cart', 'entreprise', id],
    queryFn: () => getCartEntreprise(id),
    staleTime: 0,
    // A pause that ends or a range that starts unblocks the cart without a reload.
    refetchInterval: (query) => untilNextChange(query.state.data ? [query.state.data] : undefined),
  });

export function useCartEntreprise(id: number) {
  return useQuery(cartEntrepriseQueryOptions(id));
}
