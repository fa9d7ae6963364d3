import { z } from 'zod';
import { adminOrderDetailSchema, deskCourierSchema } from '@comoe/shared/schemas/admin-commandes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/commandes/{id}`: the order whole, its history and the moves allowed now. */
export function getDeskOrder(id: string) {
  return apiRequest(`/api/admin/commandes/${id}`, { schema: adminOrderDetailSchema, cache: 'no-store' });
}

export function useDeskOrder(id: string | null) {
  return useQuery({
    queryKey: adminKeys.deskOrder(id ?? ''),
    queryFn: () => getDeskOrder(id!),
    enabled: id !== null,
  });
}

/** `GET /api/admin/commandes/{id}/livreurs`: who may take the order, those who can now first. */
export function getDeskCouriers(id: string) {
  return apiRequest(`/api/admin/commandes/${id}/livreurs`, {
    schema: z.array(deskCourierSchema),
    cache: 'no-store',
  });
}

export function useDeskCouriers(id: string, enabled: boolean) {
  return useQuery({ queryKey: adminKeys.deskCouriers(id), queryFn: () => getDeskCouriers(id), enabled });
}
