import { COURIER_MISSIONS_REFRESH_MS } from '@comoe/shared/livreurs';
import { missionSchema, type Mission } from '@comoe/shared/schemas/commandes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListAnchor } from '../hooks/courier-position';
import { nearestFirst, withDistances } from '../nearest-first';
import { z } from 'zod';
import { courierRequest } from './courier-request';
import { courierKeys } from './query-keys';

const missionsSchema = z.array(missionSchema);
const getMissions = (path: string) => () => courierRequest(path, { schema: missionsSchema });

/** Spec part 2 §9: the lists refresh every 200 000 ms, besides live events and reconnections. */
const refresh = { refetchInterval: COURIER_MISSIONS_REFRESH_MS } as const;

/** Orders of the courier's city waiting for a courier, nearest first when the position is known. */
export const availableMissionsQuery = queryOptions({
  queryKey: courierKeys.available,
  queryFn: getMissions('/api/livreurs/missions-disponibles'),
  ...refresh,
});

export const currentMissionsQuery = queryOptions({
  queryKey: courierKeys.current,
  queryFn: getMissions('/api/livreurs/mes-missions'),
  ...refresh,
});

export const historyQuery = queryOptions({
  queryKey: courierKeys.history,
  queryFn: getMissions('/api/livreurs/historique'),
  ...refresh,
});

/**
 * Fetched only while the courier is available: the server answers an empty list otherwise.
 * Re-sorted nearest first, with distances from where the phone is, after each move of 100 m.
 */
export function useAvailableMissions(available: boolean) {
  const anchor = useListAnchor();
  const select = useCallback(
    (list: Mission[]) => (anchor ? nearestFirst(withDistances(list, anchor)) : list),
    [anchor],
  );
  return useQuery({ ...availableMissionsQuery, enabled: available, select });
}

/** In the server's order; distances follow the phone as the available list's do. */
export function useCurrentMissions() {
  const anchor = useListAnchor();
  const select = useCallback((list: Mission[]) => (anchor ? withDistances(list, anchor) : list), [anchor]);
  return useQuery({ ...currentMissionsQuery, select });
}

export function useHistory() {
  return useQuery(historyQuery);
}
