import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutAccountInputSchema, payoutAccountSchema } from '@comoe/shared/schemas/entreprise-profile';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPayoutsService } from './payouts.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const doc = signedInDocs('entreprise');
const params = z.object({ id: idParam });

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = createPayoutsService(app);

  app.get(
    '/api/payouts/entreprise/:id',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        ...doc("Le compte de versement de l'entreprise (404 tant qu'il n'est pas configuré)"),
        params,
        response: { 200: payoutAccountSchema, ...errors },
      },
    },
    (req) => payouts.get(currentUser(req), req.params.id),
  );

  app.put(
    '/api/payouts/entreprise/:id',
    {
      preHandler: app.requireAuth('ENTREPRISE'),
      schema: {
        ...doc("Enregistrer le compte de versement de l'entreprise (créé ou remplacé)"),
        params,
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountSchema, ...errors },
      },
    },
    (req) => payouts.save(currentUser(req), req.params.id, req.body),
  );
};
