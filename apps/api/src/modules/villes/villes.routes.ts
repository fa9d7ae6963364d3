import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { villeSchema } from '@comoe/shared/schemas/catalog';

export const villesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/villes',
    {
      schema: {
        tags: ['villes'],
        summary: 'Les villes desservies (sans connexion)',
        response: { 200: z.array(villeSchema) },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', `public, max-age=${Math.floor(app.villes.ttlMs / 1000)}`);
      return app.villes.list();
    },
  );
};
