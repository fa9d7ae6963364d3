import { missionSchema, type Mission } from '@comoe/shared/schemas/commandes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const missionsSchema = z.array(missionSchema);

/** The courier's missions under way, then the finished ones. */
export async function getCourierMissions(): Promise<Mission[]> {
  const [current, past] = await Promise.all([
    apiRequest('/api/livreurs/mes-missions', { schema: missionsSchema }),
    apiRequest('/api/livreurs/historique', { schema: missionsSchema }),
  ]);
  return [...current, ...past];
}

export const courierMissionsQueryKey = ['commandes', 'livreur'] as const;

export function useCourierMissions() {
  return useQuery(queryOptions({ queryKey: courierMissionsQueryKey, queryFn: getCourierMissions }));
}
