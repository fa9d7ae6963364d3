import multipart from '@fastify/multipart';
import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../lib/images.ts';

/**
 * `routes` in a scope of their own that reads multipart forms. @fastify/multipart gives every
 * request of the scope it is registered in two async hooks and a socket listener (to delete
 * files saved to disk, which we never do): kept to the upload routes, the catalog reads and
 * every other JSON route do not pay for them, and refuse a multipart body with a 415.
 */
export function withMultipartForms(
  routes: (app: Parameters<FastifyPluginAsyncZod>[0], opts: FastifyPluginOptions) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app, opts) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    await routes(app, opts);
  };
}
