import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { openApiTransform } from '../lib/openapi-transform.ts';

/** Not copied from the docs instance's answer: the server writes its own. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * The browsable pages at /api/docs, served by a small Fastify instance of their own built on
 * the first visit: the UI's package and files weigh some 3 MB of memory that most servers
 * never need. It serves the OpenAPI description this app builds from its routes.
 */
function lazyDocsUi(app: FastifyInstance) {
  let ui: Promise<FastifyInstance> | undefined;

  async function build(): Promise<FastifyInstance> {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify({ logger: false });
    // The same document the app builds (OpenAPI 3.1, which the static mode's types do not name).
    const document = app.swagger() as unknown as StaticDocumentSpec['document'];
    await inner.register(swagger, { mode: 'static', specification: { document } });
    await inner.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // As for the app (security.ts): the embedded server speaks plain HTTP, and forcing
      // HTTPS for the page's scripts would leave the docs blank when opened by address.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
    await inner.ready();
    return inner;
  }

  return async (req: FastifyRequest, reply: FastifyReply) => {
    ui ??= build().catch((err: unknown) => {
      ui = undefined;
      throw err;
    });
    const res = await (await ui).inject({ method: 'GET', url: req.url, headers: req.headers });
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(res.statusCode).send(res.rawPayload);
  };
}

/** OpenAPI built from the routes' zod schemas (`app.swagger()`), browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Comoé Express API',
        description: 'Livraison express dans le Sud-Comoé : clients, entreprises, livreurs, administrateurs.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
  });
  const serve = lazyDocsUi(app);
  app.get('/api/docs', { schema: { hide: true } }, serve);
  app.get('/api/docs/*', { schema: { hide: true } }, serve);
});
