import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import { addDatabaseChecks } from './health-checks.ts';
import { pingDatabase } from './health.repository.ts';

/** Per dependency, `ok` or why it is not ready. */
const checksSchema = z.record(z.string(), z.string());

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  addDatabaseChecks(app);
  // Fastify answers 503 to everything once closing starts; server.ts says so earlier, on the signal.
  app.addHook('preClose', async () => app.readiness.stop());

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
        return reply.status(503).send({ status: 'indisponible', message: HEALTH_MSG.databaseDown });
      }
      return { status: 'ok' as const, database: app.dialect, uptime: Math.round(process.uptime()) };
    },
  );

  // The process runs: no I/O, so a busy database never gets a live process restarted.
  app.get(
    '/api/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Le processus tourne (sans interroger ses dépendances)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  // Whether a balancer may send traffic here: every dependency answers within a second.
  app.get(
    '/api/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Prêt à servir : base, migrations, Redis et stockage joignables',
        description:
          'Chaque dépendance est interrogée avec un délai d’une seconde. 503 nomme celles qui ne répondent pas, ' +
          'et tout le temps de l’arrêt du serveur.',
        response: {
          200: z.object({ status: z.literal('ok'), checks: checksSchema }),
          503: z.object({ status: z.literal('indisponible'), checks: checksSchema }),
        },
      },
    },
    async (_req, reply) => {
      const { ready, checks } = await app.readiness.check();
      if (ready) return { status: 'ok' as const, checks };
      return reply.status(503).send({ status: 'indisponible' as const, checks });
    },
  );
};
