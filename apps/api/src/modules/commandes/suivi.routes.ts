import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { suiviSchema } from '@comoe/shared/schemas/suivi';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createSuiviService } from './suivi.service.ts';

const orderParams = z.object({ id: z.uuid({ error: MSG.orderNotFound }) });

/** Issue 22 §1: the client follows his courier on a map while the order is on its way. */
export const suiviRoutes: FastifyPluginAsyncZod = async (app) => {
  const suivi = createSuiviService(app);

  app.get(
    '/api/commandes/:id/suivi',
    {
      onRequest: app.requireAuth('CLIENT'),
      schema: {
        ...signedInDocs('commandes')(
          'Où est mon livreur : sa dernière position, la distance et l’heure d’arrivée estimée, et le point de livraison',
        ),
        description:
          'Pour le client de la commande seulement, tant qu’elle est EN_LIVRAISON (sinon 404), et seulement une position signalée depuis le retrait (sinon 404). Personne d’autre ne voit la position du livreur. L’événement `livreur.position` de `GET /api/events` dit au client quand la relire.',
        params: orderParams,
        response: { 200: suiviSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (req) => suivi.track(currentUser(req), req.params.id),
  );
};
