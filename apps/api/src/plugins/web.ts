import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@comoe/shared/messages';
import { serveUploadsFromBucket } from './bucket-uploads.ts';

/**
 * Serves the uploads and the built web app from the same port as the API; any other
 * GET outside /api answers index.html so that the app's router handles deep links.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  if (app.fileStore.kind === 's3') serveUploadsFromBucket(app);
  else {
    await app.register(fastifyStatic, {
      root: join(app.config.uploadsDir),
      prefix: '/uploads/',
      decorateReply: false,
      // Names are generated once per file and never reused.
      immutable: true,
      maxAge: '365d',
    });
  }

  const dist = app.config.webDist;
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // Files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz next to each file: served as they are, no work per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(dist, 'assets')}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** The app's page, for `/` and every deep link: compressed as the client accepts, never cached. */
  const sendPage = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', dist);
  if (hasWeb) {
    // The static route would answer `/` with 403 (a folder, and no index) to a client that
    // accepts no compression: curl, a balancer's health check. HEAD comes with the GET.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendPage(reply));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // A missing script or picture is a 404, never the app's page in its place.
    const isFile =
      ['/api/', '/uploads/', '/assets/'].some((p) => path.startsWith(p)) || /\.\w{1,12}$/.test(path);
    // HEAD answers as GET does, without the body (Node drops it).
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !isFile;
    if (hasWeb && wantsPage) return sendPage(reply);
    return reply.status(404).send({ message: MSG.routeNotFound });
  });
});
