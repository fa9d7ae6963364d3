import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);

/**
 * One line per request once its answer is sent: method, path, status, time. Fastify's own two
 * lines (the whole request on arrival, then its end) took a third of a catalog read's time at
 * `info` and grew the server's memory under load by the log text waiting to be written. The
 * query string stays out: the pickup code travels there.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (!error && QUIET_LEVELS.has(reply.log.level)) return;
    const query = req.url.indexOf('?');
    const line = {
      method: req.method,
      path: query < 0 ? req.url : req.url.slice(0, query),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'requête interrompue');
    else reply.log.info(line, 'requête');
  }
}
