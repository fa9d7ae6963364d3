import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import { isStoreKey } from '../lib/file-store/file-store.ts';

/** As @fastify/static sends the disk's uploads: names are generated once and never reused. */
const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * `/uploads/…` when the files are in a bucket: streamed from it under the same address and the
 * same one-year cache as from disk. Streaming rather than redirecting keeps the bucket private,
 * pictures on our origin (CSP `img-src 'self'`, the service worker's cache) and one round trip
 * on 3G instead of two.
 */
export function serveUploadsFromBucket(app: FastifyInstance): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = `uploads/${(req.params as { '*': string })['*']}`;
    const ifNoneMatch = req.headers['if-none-match'];
    const file = isStoreKey(key) ? await app.fileStore.open(key, ifNoneMatch) : null;
    if (!file) return reply.status(404).send({ message: MSG.routeNotFound });
    reply.header('Cache-Control', ONE_YEAR);
    if (file === 'notModified') return reply.status(304).send();
    if (file.etag) reply.header('ETag', file.etag);
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.type(file.contentType).send(file.body);
  });
}
