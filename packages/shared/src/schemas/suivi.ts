import { z } from 'zod';

// Issue 22 §1: the map's tiles, and the courier followed by the client while the order is on its way.

/** `GET /api/carte/config`: where the maps take their tiles, and whose work to credit. */
export const carteConfigSchema = z.object({
  /** The tiles' `{z}/{x}/{y}` template, `{s}` optional (MAP_TILE_URL). */
  tuileUrl: z.string(),
  /** Shown in the map's corner, as the tile provider asks (plain text). */
  attribution: z.string(),
});
export type CarteConfig = z.infer<typeof carteConfigSchema>;

/**
 * `GET /api/commandes/{id}/suivi`: the courier's last position, for the order's client only,
 * only while the order is EN_LIVRAISON and only a position reported since the pickup.
 */
export const suiviSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** When the courier's phone reported it (ISO). */
  majA: z.string(),
  /** Straight line to the delivery point, km with 1 decimal; null without the client's position. */
  distanceKm: z.number().nullable(),
  /** From that distance and the vehicle's usual speed (ISO); null without the client's position. */
  arriveeEstimeeA: z.string().nullable(),
  /** The delivery point the client gave at checkout (his own), for the map; null without one. */
  livraison: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type Suivi = z.infer<typeof suiviSchema>;
