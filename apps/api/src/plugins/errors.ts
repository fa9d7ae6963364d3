import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  415: MSG.unsupportedMediaType,
  429: MSG.tooManyRequests,
};

function clientMessage(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
    return MSG.jsonMalformed;
  }
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return MSG.bodyEmpty;
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return MSG.bodyTooLarge;
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return MSG.fileRequired;
  return MESSAGE_BY_STATUS[status] ?? MSG.badRequest;
}

/**
 * Refusals Fastify makes before any route or hook runs (a badly encoded address, a path
 * parameter over 100 characters): the same `{ message }` in French as every other answer, with
 * the security headers the request's hooks never got to set. Never the path itself.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (err.statusCode ?? 500);
    if (status >= 500) req.log.error({ err }, 'erreur du routeur');
    const message =
      err.code === 'FST_ERR_BAD_URL'
        ? MSG.badUrl
        : status === 414
          ? MSG.urlTooLong
          : status >= 500
            ? MSG.serverError
            : clientMessage(err, status);
    void reply.headers(headers).status(status).send({ message });
  };
}

/**
 * A request Node's HTTP parser refuses (malformed, headers too large, too slow): answered on the
 * socket itself, as Fastify does, but in French and with the security headers.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 408 ? MSG.requestTimeout : status === 431 ? MSG.headersTooLarge : MSG.badRequest;
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${extra}Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

/** One handler: `{ message }` in French, the right status, no internals on a 5xx. */
export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).headers(err.headers).send({ message: err.message });
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
