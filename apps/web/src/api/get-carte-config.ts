import type { CarteConfig } from '@comoe/shared/schemas/suivi';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/carte/config`: where the maps take their tiles. Fixed for the server's life, so read
 * once per page; trusted as typed (the map's chunk stays free of zod).
 */
let pending: Promise<CarteConfig> | null = null;

export function getCarteConfig(): Promise<CarteConfig> {
  pending ??= apiRequest<CarteConfig>('/api/carte/config', { token: null }).catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
