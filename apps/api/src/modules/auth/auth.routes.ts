import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@comoe/shared/schemas/common';
import {
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
} from '@comoe/shared/schemas/auth';
import { createAuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app);

  app.post(
    '/api/auth/register',
    {
      // At least one: a strict RATE_LIMIT_PER_MINUTE (under 20) must not close sign-up altogether.
      config: {
        rateLimit: {
          max: Math.max(1, Math.floor(app.config.rateLimitPerMinute / 20)),
          timeWindow: '10 minutes',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Créer un compte client, entreprise ou livreur',
        body: registerSchema,
        response: { 201: registerResponseSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await auth.register(req.body)),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Se connecter avec son numéro et son mot de passe',
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: messageSchema, 403: messageSchema, 429: messageSchema },
      },
    },
    (req) => auth.login(req.body, req.ip),
  );
};
