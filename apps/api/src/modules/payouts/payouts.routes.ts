import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutAccountInputSchema, payoutAccountSchema } from '@comoe/shared/schemas/entreprise-profile';
import { changeById, readById, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPayoutsService } from './payouts.service.ts';

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404], ['ENTREPRISE']);
  const payouts = createPayoutsService(app);

  app.get(
    '/api/payouts/entreprise/:id',
    route(
      "Le compte de versement de l'entreprise (404 tant qu'il n'est pas configuré)",
      readById(payoutAccountSchema),
      ['ENTREPRISE', 'ADMIN'],
    ),
    (req) => payouts.get(currentUser(req), req.params.id),
  );

  app.put(
    '/api/payouts/entreprise/:id',
    route(
      "Enregistrer le compte de versement de l'entreprise (créé ou remplacé)",
      changeById(payoutAccountInputSchema, payoutAccountSchema),
    ),
    (req) => payouts.save(currentUser(req), req.params.id, req.body),
  );
};
