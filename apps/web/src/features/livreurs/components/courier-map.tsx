import { useMemo } from 'react';
import { LiveMap } from '@/components/map/live-map';
import { useAvailableMissions, useCurrentMissions } from '../api/get-missions';
import { useCourierHere } from '../hooks/courier-position';
import { courierMapPoints } from './courier-map-points';

const LEGEND = ['courier', 'business', 'client'] as const;

/** The courier's missions (available and current) around him on a map (issue 22 §1). */
export function CourierMap({ available }: { available: boolean }) {
  const here = useCourierHere();
  const offered = useAvailableMissions(available);
  const current = useCurrentMissions();
  const points = useMemo(
    () => courierMapPoints(here, current.data ?? [], available ? (offered.data ?? []) : []),
    [here, current.data, offered.data, available],
  );
  // Unavailable with nothing to carry: nothing to ride to, no map (nor its download).
  if (!available && (current.data?.length ?? 0) === 0) return null;
  return (
    <LiveMap
      points={points}
      label="Carte des missions"
      legend={LEGEND}
      testId="courier-map"
      className="mb-3"
    />
  );
}
