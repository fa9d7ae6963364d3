import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { LiveStreams } from './live-streams.ts';

/** Told to streams closed by a shutdown: come back soon, to another process. */
const SHUTDOWN_RETRY_MS = 1000;

/**
 * Server-Sent Events, read by the web app with fetch so the bearer header can be sent.
 * A user receives events about their own orders; available couriers also receive their city's
 * missions. A stream lives as long as its session, five at most per user (live-streams.ts).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new LiveStreams(app);
  const closeAll = () => streams.closeAll({ retryMs: SHUTDOWN_RETRY_MS });
  // Issue 32 §2: once the balancer has heard the probe say `stopping`, a stream told to come back
  // reconnects to another process. Closed then, during the drain (server.ts), rather than all
  // after it: 1,000+ streams closing at its end kept the process 1 to 6 s past the drain.
  app.readiness.whenStoppingHeard(() => void closeAll());
  // preClose, before the server stops listening: hijacked streams would keep close() waiting.
  // Without a probe (no balancer, or a test's close()), they are all closed here.
  app.addHook('preClose', async () => {
    await closeAll();
  });

  app.get(
    '/api/events',
    {
      onRequest: app.requireAuth(),
      // A stream lasts hours: its time would swamp the request durations (plugins/metrics.ts).
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, metrics: false },
      schema: {
        tags: ['events'],
        summary: 'Flux en direct (text/event-stream) des changements de commandes et des missions',
        description:
          "Chaque événement porte un `id:`. Un flux qui revient avec l'en-tête `Last-Event-ID` (ou le paramètre `lastEventId`, si un proxy retire l'en-tête) reçoit d'abord ce qu'il a manqué, ou un événement `resync` si la coupure est trop ancienne : la page relit alors ses données.",
        security: [{ bearer: [] }],
        headers: z.object({ 'last-event-id': z.string().max(100).optional() }),
        querystring: z.object({ lastEventId: z.string().max(100).optional() }),
        response: {
          200: {
            description:
              'Un événement par bloc : `id: <id>`, `event: <type>` puis `data: <JSON>` (LiveEventData, ou LiveResyncData pour `resync`)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorAnswers(401, 403, 429),
        },
      },
    },
    (req, reply) => {
      const user = currentUser(req);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // What the hooks set (security headers, limits) goes out too: the reply is written by hand.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Proxies must not hold events back in a buffer.
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n: connecté\n\n');
      // The header as browsers send it back; the parameter for proxies that drop it. Empty is none.
      const lastEventId = req.headers['last-event-id'] ?? req.query.lastEventId;
      streams.open(user, res, lastEventId ? lastEventId : null);
    },
  );
};
