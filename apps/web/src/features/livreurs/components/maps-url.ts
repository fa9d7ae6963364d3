import { mapsSearchUrl } from '@/lib/maps';

/** Spec part 2 §9: where a point is missing, the map opens here. */
export const DEFAULT_MAP_POINT = { latitude: 5.3367, longitude: -4.0083 } as const;

export function mapsUrl(latitude: number | null, longitude: number | null): string {
  const lat = latitude ?? DEFAULT_MAP_POINT.latitude;
  const lng = longitude ?? DEFAULT_MAP_POINT.longitude;
  return mapsSearchUrl(lat, lng) ?? '#';
}
