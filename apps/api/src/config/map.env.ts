import { z } from 'zod';

/** OpenStreetMap's standard tiles, whose usage policy asks for this attribution. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© les contributeurs d’OpenStreetMap';

/**
 * A tile address template: http(s) with {z}, {x} and {y}. Its origin is added to the pages'
 * img-src, so anything else (a script URL, a data: URI) is refused at start-up.
 */
const mapTileUrlSchema = z
  .string()
  .default(DEFAULT_MAP_TILE_URL)
  .refine((v) => {
    if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false;
    try {
      const u = new URL(v.replace(/\{[a-z]\}/g, '0'));
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'adresse http(s) de tuiles avec {z}, {x} et {y} attendue');

/** The map's tiles and the attribution their provider asks for. */
export const mapEnv = z.object({
  MAP_TILE_URL: mapTileUrlSchema,
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
});
type MapEnv = z.infer<typeof mapEnv>;

export function mapTiles(e: MapEnv): { url: string; attribution: string } {
  return { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION };
}
