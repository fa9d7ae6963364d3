import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutAccountInputSchema, payoutAccountSchema } from '@comoe/shared/schemas/entreprise-profile';
import { messageSchema } from '@comoe/shared/schemas/common';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { createPayoutsService } from './payouts.service.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const params = z.object({ id: idParam });

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = createPayoutsService(app);
  const doc = (summary: string) => ({ tags: ['entreprise'], summary, security: [{ bearer: [] }] });

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
