import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveEvent } from '@comoe/shared/events';
import { currentUser } from '../../plugins/auth.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events, read by the web app with fetch so the bearer header can be sent.
 * A user receives events about their own orders; couriers also receive their city's missions.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams never go idle: they are ended before the server closes, or it would wait on them.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get(
    '/api/events',
    {
      preHandler: app.requireAuth(),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary: 'Flux en direct (text/event-stream) des changements de commandes et des missions',
        security: [{ bearer: [] }],
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const courierVille =
        user.role === 'LIVREUR'
          ? ((await app.db.selectFrom('utilisateurs').select('villeId').where('id', '=', user.id).executeTakeFirst())
              ?.villeId ?? null)
          : null;

      const concerns = (event: LiveEvent) =>
        (event.audience.users?.includes(user.id) ?? false) ||
        (courierVille !== null && event.audience.couriersOfVille === courierVille);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Proxies must not hold events back in a buffer.
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n: connecté\n\n');

      const unsubscribe = app.events.subscribe((event) => {
        if (!concerns(event)) return;
        res.write(`event: ${event.data.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
        // A deactivated account's session ends at once, its open streams too (on every process).
        if (event.data.type === 'session.fin') end();
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
        if (!res.writableEnded) res.end();
      };
      openStreams.add(end);
      req.raw.on('close', end);
    },
  );
};
