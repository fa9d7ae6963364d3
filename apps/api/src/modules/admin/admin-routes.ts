import type { FastifyInstance } from 'fastify';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';

/** Every admin route answers these besides its own. */
const adminErrors = errorAnswers(400, 401, 403, 404, 409);
const doc = signedInDocs('admin');

/**
 * The options of an admin route: ADMIN only (another role 403, no session 401), documented
 * under `admin`, its own schemas with `adminErrors` added to its responses.
 */
export function adminRoute<S extends { response: object }>(app: FastifyInstance, summary: string, schema: S) {
  return {
    preHandler: app.requireAuth('ADMIN'),
    schema: { ...doc(summary), ...schema, response: { ...schema.response, ...adminErrors } },
  };
}
