/** Design §4: the city's base fee, plus 100 FCFA per km beyond 2 km, rounded up to 50 FCFA. */
export const FREE_KM = 2;
export const FEE_PER_KM = 100;
export const FEE_ROUNDING = 50;
export const DEFAULT_BASE_FEE = 500;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Straight-line (great-circle) distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const R = 6371;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as every screen shows it: km to 1 decimal ("À 0,7 km de vous"). */
export function shownKm(a: Point, b: Point): number {
  return Math.round(distanceKm(a, b) * 10) / 10;
}

export function deliveryFee(baseFee: number, km: number | null): number {
  const extra = km === null ? 0 : Math.max(0, km - FREE_KM) * FEE_PER_KM;
  return Math.ceil((baseFee + extra) / FEE_ROUNDING) * FEE_ROUNDING;
}
