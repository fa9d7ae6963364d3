import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@comoe/shared/schemas/common';
import {
  courierPositionAnswerSchema,
  courierPositionSchema,
  courierProfileSchema,
  courierVerificationQuerySchema,
  courierVerificationSchema,
  matriculeParamsSchema,
  updateCourierProfileSchema,
} from '@comoe/shared/schemas/livreurs';
import { errorAnswers, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createCourierProfileService } from './courier-profile.service.ts';

export const courierProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'livreur', [400, 401, 403, 404], ['LIVREUR']);
  const profiles = createCourierProfileService(app);

  app.get(
    '/api/livreurs/me',
    route('Mon profil de livreur et ma carte', {
      response: { 200: courierProfileSchema },
    }),
    (req) => profiles.profile(currentUser(req)),
  );

  app.put(
    '/api/livreurs/me',
    route('Enregistrer mon profil (le matricule reste celui attribué à l’inscription)', {
      body: updateCourierProfileSchema,
      response: { 200: courierProfileSchema, 409: messageSchema },
    }),
    (req) => profiles.update(currentUser(req), req.body),
  );

  app.put(
    '/api/livreurs/position',
    route('Signaler ma position : les missions disponibles viennent alors les plus proches d’abord', {
      body: courierPositionSchema,
      response: { 200: courierPositionAnswerSchema },
    }),
    (req) => profiles.reportPosition(currentUser(req), req.body),
  );

  app.get(
    '/api/livreurs/verifier/:matricule',
    {
      // Public (the card's QR code), so limited per address; generously: one carrier IP is many phones.
      config: {
        rateLimit: {
          max: Math.max(30, Math.floor(app.config.rateLimitPerMinute / 5)),
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['livreur'],
        summary: 'Vérifier un livreur par le matricule de sa carte (public)',
        description:
          'Sans le jeton `c` de la carte (son QR code), ou avec un jeton faux : seulement `valide` (livreur actif et vérifié), jamais son identité.',
        params: matriculeParamsSchema,
        querystring: courierVerificationQuerySchema,
        response: { 200: courierVerificationSchema, ...errorAnswers(400, 429) },
      },
    },
    (req) => profiles.verify(req.params.matricule, req.query.c),
  );
};
