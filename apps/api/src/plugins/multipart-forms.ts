import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyError, FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@comoe/shared/messages';
import { badRequest } from '../lib/app-error.ts';
import { MAX_UPLOAD_BYTES } from '../lib/images.ts';

/**
 * What busboy says of a body it cannot read (no or wrong boundary, cut short, a part's headers
 * never closed): plain errors without a status, that would otherwise be answered 500. A body that
 * ends while a file streams in (a phone losing the network mid-upload, its proxy closing the
 * chunked body) fails the file's stream itself: "Part terminated early due to…".
 */
const BUSBOY_REFUSALS =
  /^(Multipart: |Unexpected end of (form|multipart data)|(Part|Preamble) terminated early|Malformed part header|Missing Content-Type|Unsupported Content-Type)/;
/** @fastify/multipart's own refusals of the form's shape (a JSON field that is not JSON is a 406 there). */
const MULTIPART_REFUSALS = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** A form that could not be read: the client's doing, never a 500. */
function isUnreadableForm(err: FastifyError): boolean {
  if (err.code && MULTIPART_REFUSALS.has(err.code)) return true;
  // The connection closed mid-body (Node's "aborted"): no answer reaches the client, and it is
  // not the server's failure to log as one.
  if (err.code === 'ECONNRESET' && err.message === 'aborted') return true;
  return err.statusCode === undefined && BUSBOY_REFUSALS.test(err.message);
}

const unreadable = () => badRequest(MSG.formUnreadable, 'FORM_UNREADABLE');

/** The size of a form without any part: its closing line, with a line break on each side. */
function emptyFormBytes(req: FastifyRequest): number {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
  return `\r\n--${found?.[1] ?? found?.[2] ?? ''}--\r\n`.length;
}

/**
 * The parts of the request's form, each read by the caller before the next comes. A part without
 * a name cannot be the field a route asks for: the form is refused rather than half-read. Busboy
 * drops, without a word, a part whose headers never end or that has no Content-Disposition: a
 * body that held more than a closing line and gave no part at all was not a form either.
 */
export async function* formParts(req: FastifyRequest): AsyncGenerator<Multipart> {
  let count = 0;
  for await (const part of req.parts()) {
    if (!part.fieldname) throw unreadable();
    count += 1;
    yield part;
  }
  if (count === 0 && Number(req.headers['content-length'] ?? 0) > emptyFormBytes(req)) throw unreadable();
}

/**
 * `routes` in a scope of their own that reads multipart forms. @fastify/multipart gives every
 * request of the scope it is registered in two async hooks and a socket listener (to delete
 * files saved to disk, which we never do): kept to the upload routes, the catalog reads and
 * every other JSON route do not pay for them, and refuse a multipart body with a 415.
 * A body it cannot read is a 400 in French on every one of them; the routes read their forms to
 * the end (`formParts`) before they store anything, so a refused form leaves nothing behind.
 */
export function withMultipartForms(
  routes: (app: Parameters<FastifyPluginAsyncZod>[0], opts: FastifyPluginOptions) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app, opts) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    // Thrown again, the error reaches the app's handler (plugins/errors.ts) as any other.
    app.setErrorHandler((err: FastifyError) => {
      throw isUnreadableForm(err) ? unreadable() : err;
    });
    await routes(app, opts);
  };
}
