import { COURIER_POSITION_REPORT_METERS, COURIER_POSITION_REPORT_MS } from '@comoe/shared/livreurs';
import { distanceKm, type Point } from '@comoe/shared/livraison';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { useCurrentMissions } from '../api/get-missions';
import { courierKeys } from '../api/query-keys';
import { reportPosition } from '../api/report-position';
import { setCourierPosition } from './courier-position';

export type Report = Point & { at: number };

/** Design §5: at most once a minute, unless the courier moved 200 m since the last report. */
export function shouldReport(last: Report | null, here: Point, now: number): boolean {
  if (!last) return true;
  if (now - last.at >= COURIER_POSITION_REPORT_MS) return true;
  return distanceKm(last, here) * 1000 >= COURIER_POSITION_REPORT_METERS;
}

const REFUSAL_SAID_KEY = 'comoe:livreur:position-refusee';

/** A refused permission is said once on this phone, never again at each start. */
function sayRefusedOnce(): void {
  if (window.localStorage.getItem(REFUSAL_SAID_KEY)) return;
  window.localStorage.setItem(REFUSAL_SAID_KEY, '1');
  toast.info(
    'Position non partagée',
    'Les missions sont classées par date. Autorisez la localisation dans les réglages du navigateur pour voir les plus proches d’abord.',
  );
}

/** The missions on their way, as one key: a new one restarts the watch, so its client sees him at once. */
export function enRouteKey(missions: readonly Mission[] | undefined): string {
  return (missions ?? [])
    .filter((m) => m.statut === 'EN_LIVRAISON')
    .map((m) => m.id)
    .sort()
    .join(',');
}

/**
 * While the courier is available, the phone's position goes to the server so that available
 * missions come nearest first with their distance (design §5); while he carries missions, so
 * that their clients follow him on a map (issue 22 §1). Each position also moves his own map and
 * re-sorts his lists after 100 m (courier-position.ts). Stops when neither or gone.
 */
export function usePositionReporting(available: boolean): void {
  const queryClient = useQueryClient();
  const current = useCurrentMissions();
  const carrying = (current.data?.length ?? 0) > 0;
  const enRoute = enRouteKey(current.data);
  useEffect(() => {
    if ((!available && !carrying) || !('geolocation' in navigator)) return;
    // A fresh watch reports its first position whatever the last report: that is the point of
    // restarting it when a mission goes on its way.
    let last: Report | null = null;
    let listedNearest = false;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        setCourierPosition(here);
        const now = Date.now();
        if (!shouldReport(last, here, now)) return;
        last = { ...here, at: now };
        reportPosition(here)
          .then(() => {
            // The first position of the session reorders the list, nearest first.
            if (listedNearest || !available) return;
            listedNearest = true;
            return queryClient.invalidateQueries({ queryKey: courierKeys.available });
          })
          .catch(() => {
            // Not sent (no network): the next position tries again.
            last = null;
          });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) sayRefusedOnce();
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [available, carrying, enRoute, queryClient]);
}
