import type { FastifyInstance } from 'fastify';
import { COURIER_POSITION_MAX_AGE_MS } from '@comoe/shared/livreurs';
import { shownKm } from '@comoe/shared/livraison';
import { MSG } from '@comoe/shared/messages';
import type { Suivi } from '@comoe/shared/schemas/suivi';
import { estimatedArrival } from '@comoe/shared/suivi';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { findPickedUpAt, findTracking } from './suivi.repository.ts';

/**
 * Design §13: the courier's position is shown only to the client of an order on its way, only
 * while it is on its way, and never a position reported before the pickup.
 */
export function createSuiviService(app: FastifyInstance) {
  async function track(user: AuthUser, commandeId: string): Promise<Suivi> {
    const row = await findTracking(app.db, commandeId);
    // Someone else's order answers like a missing one: its existence is not disclosed.
    if (!row || row.clientId !== user.id) throw notFound(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    if (row.statut !== 'EN_LIVRAISON') throw notFound(MSG.trackingOnlyEnRoute, 'NOT_EN_ROUTE');
    const pickedUpAt = await findPickedUpAt(app.db, commandeId);
    const { latitude: lat, longitude: lng, positionAt, typeTransport } = row;
    const now = app.clock();
    if (
      lat === null ||
      lng === null ||
      positionAt === null ||
      typeTransport === null ||
      pickedUpAt === null ||
      positionAt.getTime() < pickedUpAt.getTime() ||
      now - positionAt.getTime() > COURIER_POSITION_MAX_AGE_MS
    ) {
      throw notFound(MSG.trackingNoPosition, 'NO_POSITION');
    }
    const to =
      row.latitudeLivraison !== null && row.longitudeLivraison !== null
        ? { latitude: row.latitudeLivraison, longitude: row.longitudeLivraison }
        : null;
    const km = to ? shownKm({ latitude: lat, longitude: lng }, to) : null;
    // Counted from the report, not from the question (an old position does not keep arriving
    // later); never in the past, though: he is not there yet.
    const arrival =
      km === null ? null : new Date(Math.max(estimatedArrival(km, typeTransport, positionAt).getTime(), now));
    return {
      lat,
      lng,
      majA: positionAt.toISOString(),
      distanceKm: km,
      arriveeEstimeeA: arrival?.toISOString() ?? null,
      livraison: to ? { lat: to.latitude, lng: to.longitude } : null,
    };
  }

  return { track };
}
