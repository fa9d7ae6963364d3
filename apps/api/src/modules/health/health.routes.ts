import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'État du service et de sa base',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['sqlite', 'postgres']),
            uptime: z.number(),
          }),
          503: z.object({ status: z.literal('indisponible'), message: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        app.log.error({ err }, 'base de données injoignable');
        return reply
          .status(503)
          .send({ status: 'indisponible', message: 'La base de données ne répond pas.' });
      }
      return { status: 'ok' as const, database: app.dialect, uptime: Math.round(process.uptime()) };
    },
  );
};
