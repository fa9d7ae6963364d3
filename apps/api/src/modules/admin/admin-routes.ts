import type { FastifyInstance } from 'fastify';
import { signedInRoutes } from '../../lib/route-docs.ts';

/**
 * The options of the admin routes: ADMIN only (another role 403, no session 401), documented under
 * `admin`, each route's own schemas with these errors added to its responses.
 */
export function adminRoutes(app: FastifyInstance) {
  return signedInRoutes(app, 'admin', [400, 401, 403, 404, 409], ['ADMIN']);
}
