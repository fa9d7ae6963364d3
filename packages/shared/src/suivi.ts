import type { Transport } from './enums.ts';

/**
 * Average speed in town, km/h, per vehicle: Sud-Comoé's roads, traffic and stops included.
 * The client's estimated arrival (issue 22 §1) divides the straight-line distance by it.
 */
export const COURIER_SPEED_KMH: Record<Transport, number> = {
  MOTO: 25,
  SCOOTER: 20,
  VELO: 12,
};

/** Roads wind: the straight line is this much shorter than the way he rides. */
export const ROAD_DETOUR_FACTOR = 1.3;

/** When a courier `distanceKm` (straight line) away on this vehicle should arrive, from `from`. */
export function estimatedArrival(distanceKm: number, transport: Transport, from: Date): Date {
  const hours = (distanceKm * ROAD_DETOUR_FACTOR) / COURIER_SPEED_KMH[transport];
  return new Date(from.getTime() + Math.round(hours * 3_600_000));
}

/** The courier's list re-sorts, and its distances are worked out again, after moving this far. */
export const COURIER_LIST_RESORT_METERS = 100;

/** "Arrivée estimée vers 12 h 40", in Abidjan's time (UTC, as every time of the app). */
export function arrivalLabel(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  // Rounded up to the minute: "vers 12 h 40" is never before he can be there.
  const rounded = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  const h = rounded.getUTCHours();
  const m = rounded.getUTCMinutes();
  // No-break spaces: "12 h 40" never splits over two lines on a narrow phone.
  return `Arrivée estimée vers ${h}\u00a0h${m === 0 ? '' : `\u00a0${String(m).padStart(2, '0')}`}`;
}
