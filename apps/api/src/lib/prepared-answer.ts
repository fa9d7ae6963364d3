import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more on the phone and the server than the bytes it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A cached catalog answer: the JSON text as sent, its ETag, and its compressed forms made once,
 * on the thread pool, the first time a client asks for them. Answering a read is then choosing
 * bytes, not compressing 65 KB per request (what the compression plugin did).
 */
export class PreparedAnswer {
  readonly etag: string;
  /** Encoded once: a string body would be encoded to UTF-8 again on every write. */
  readonly bytes: Buffer;
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();
  readonly #made = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {
    this.bytes = Buffer.from(json);
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.bytes, {
              params: {
                // Made once per change of the list and kept: the best ratio is worth its time.
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipAsync(this.bytes, { level: 9 });
      this.#encoded.set(encoding, bytes);
      bytes.then(
        (made) => this.#made.set(encoding, made),
        // A failed compression is tried again by the next client who asks.
        () => this.#encoded.delete(encoding),
      );
    }
    return bytes;
  }

  /** The compressed form if it is already made. */
  encodedNow(encoding: Encoding): Buffer | undefined {
    return this.#made.get(encoding);
  }
}

const chosen = new Map<string, Encoding | null>();
const MAX_REMEMBERED = 200;

/** The encoding an Accept-Encoding header prefers among ours (brotli first), honouring `q=0`. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let choice = chosen.get(header);
  if (choice !== undefined) return choice;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  choice = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
  // Browsers send a handful of distinct headers: remembered, parsed once each.
  if (chosen.size < MAX_REMEMBERED) chosen.set(header, choice);
  return choice;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Headers of the answer; 304 when the client already holds these bytes, else the encoding to send. */
function negotiate(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, cacheControl: string) {
  void reply.headers({ 'cache-control': cacheControl, etag: answer.etag, vary: 'Accept-Encoding' });
  if (matches(req.headers['if-none-match'], answer.etag)) return 304;
  void reply.type('application/json; charset=utf-8');
  return answer.bytes.length >= MIN_COMPRESSED_BYTES
    ? preferredEncoding(req.headers['accept-encoding'])
    : null;
}

/**
 * Sends a prepared answer: 304 when the client already holds these bytes (the phone keeps its
 * copy, nothing crosses the network again), else the smallest form the client accepts.
 */
export async function sendPrepared(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
): Promise<void> {
  const encoding = negotiate(req, reply, answer, cacheControl);
  if (encoding === 304) return void reply.code(304).send();
  if (!encoding) return void reply.send(answer.bytes);
  const bytes = await answer.encoded(encoding);
  void reply.header('content-encoding', encoding).send(bytes);
}

/**
 * `sendPrepared` when nothing is left to wait for (the usual read of a warm cache): sent at once,
 * without a promise, and true; false, with nothing sent, when the encoding is still to be made.
 */
export function sendPreparedNow(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
): boolean {
  const encoding = negotiate(req, reply, answer, cacheControl);
  if (encoding === 304) {
    void reply.code(304).send();
    return true;
  }
  const bytes = encoding ? answer.encodedNow(encoding) : answer.bytes;
  if (!bytes) return false;
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.send(bytes);
  return true;
}

/** The same bytes as last time keep their ETag and their compressed forms: nothing is redone. */
export function prepare(json: string, previous: PreparedAnswer | null | undefined): PreparedAnswer {
  return previous?.json === json ? previous : new PreparedAnswer(json);
}

/** Route options of a prepared read: the compression plugin's hooks have nothing left to do there. */
export const PREPARED = { compress: false, decompress: false } as const;
