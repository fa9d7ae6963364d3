import type { FastifyInstance } from 'fastify';
import { messageSchema } from '@comoe/shared/schemas/common';

/** Every admin route answers these besides its own. */
export const adminErrors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};

/** The admin's routes: ADMIN only (another role 403, no session 401), documented under `admin`. */
export function adminRoute(app: FastifyInstance, summary: string, tags = ['admin']) {
  return {
    preHandler: app.requireAuth('ADMIN'),
    docs: { tags, summary, security: [{ bearer: [] }] },
  };
}
