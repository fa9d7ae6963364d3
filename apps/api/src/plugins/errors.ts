import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@comoe/shared/messages';
import { AppError } from '../lib/app-error.ts';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MSG.badRequest,
  401: MSG.unauthenticated,
  403: MSG.forbidden,
  404: MSG.notFound,
  406: MSG.badRequest,
  413: MSG.payloadTooLarge,
  415: 'Format de requête non pris en charge.',
  429: MSG.tooManyRequests,
};

function clientMessage(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
    return 'Requête invalide : le corps JSON est mal formé.';
  }
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Requête invalide : le corps est vide.';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'La requête est trop volumineuse.';
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return MSG.fileRequired;
  return MESSAGE_BY_STATUS[status] ?? MSG.badRequest;
}

/** One handler: `{ message }` in French, the right status, no internals on a 5xx. */
export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.status(400).send({ message: first?.message ?? MSG.badRequest });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'réponse non conforme au schéma');
      return reply.status(500).send({ message: MSG.serverError });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err, url: req.url, method: req.method }, 'erreur inattendue');
      return reply.status(500).send({ message: MSG.serverError });
    }
    if (status === 429) return reply.status(429).send({ message: MSG.tooManyRequests });
    return reply.status(status).send({ message: clientMessage(err, status) });
  });
});
