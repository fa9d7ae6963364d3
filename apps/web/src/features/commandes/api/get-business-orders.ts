import { businessOrderSchema, pageSchema, type BusinessOrder } from '@comoe/shared/schemas/commandes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnEntreprise } from '@/api/get-own-entreprise';
import { apiRequest } from '@/lib/api-client';

const businessOrdersPageSchema = pageSchema(businessOrderSchema);

/** How many recent orders /orders lists; the business dashboard pages through all of them. */
export const BUSINESS_ORDERS_SHOWN = 50;

/** The signed-in owner's most recent orders; their business is looked up first. */
export async function getBusinessOrders(): Promise<BusinessOrder[]> {
  const entreprise = await getOwnEntreprise();
  const page = await apiRequest(`/api/entreprises/${entreprise.id}/orders?size=${BUSINESS_ORDERS_SHOWN}`, {
    schema: businessOrdersPageSchema,
  });
  return page.content;
}

export const businessOrdersQueryKey = ['commandes', 'entreprise'] as const;

export function useBusinessOrders() {
  return useQuery(queryOptions({ queryKey: businessOrdersQueryKey, queryFn: getBusinessOrders }));
}
