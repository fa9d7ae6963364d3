import { arrivalLabel } from '@comoe/shared/suivi';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { LiveMap } from '@/components/map/live-map';
import type { MapPoint } from '@/components/map/map-points';
import { ApiError } from '@/lib/api-client';
import { useSuivi } from '../api/get-suivi';
import { TEXT } from '../texts';

const LEGEND = ['courier', 'client'] as const;

/**
 * Issue 22 §1: while the order is on its way, the client sees the courier and the delivery point
 * on a map, and when he should arrive; both move as the courier's positions arrive.
 */
export default function CourierTracking({ orderId }: { orderId: string }) {
  const suivi = useSuivi(orderId);
  const data = suivi.data;
  const points = useMemo((): MapPoint[] => {
    if (!data) return [];
    const list: MapPoint[] = [
      { id: 'livreur', kind: 'courier', lat: data.lat, lng: data.lng, label: TEXT.yourCourier },
    ];
    if (data.livraison)
      list.push({
        id: 'livraison',
        kind: 'client',
        lat: data.livraison.lat,
        lng: data.livraison.lng,
        label: 'Vous',
      });
    return list;
  }, [data]);
  // "No position since the pickup" is the server's French sentence; other failures keep the last answer.
  const waiting =
    !data && suivi.error instanceof ApiError && suivi.error.status === 404 ? suivi.error.message : null;

  return (
    <div className="space-y-2" data-testid="courier-tracking">
      {data?.arriveeEstimeeA && (
        <p
          data-testid="courier-eta"
          className="flex items-start gap-2 text-base font-semibold text-stone-900"
        >
          <Clock className="mt-1 size-4 shrink-0 text-orange-700" aria-hidden="true" />
          <span>
            {arrivalLabel(data.arriveeEstimeeA)}
            {data.distanceKm !== null && (
              <span className="text-sm font-normal whitespace-nowrap text-stone-600">
                {' '}
                (à {data.distanceKm.toLocaleString('fr-FR')} km)
              </span>
            )}
          </span>
        </p>
      )}
      {waiting && <p className="text-sm text-stone-700">{waiting}</p>}
      <LiveMap points={points} label="Carte de la livraison" legend={LEGEND} testId="tracking-map" />
    </div>
  );
}
