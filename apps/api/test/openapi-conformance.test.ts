// @files disk: its uploads only check the documented answers
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { conformanceWorld, type Session } from './helpers/conformance-world.ts';
import { bearer } from './helpers/factories.ts';
import { pngImage } from './helpers/multipart.ts';
import { type Answer, conformanceOf } from './helpers/openapi-checks.ts';
import {
  documentOf,
  hostileRequests,
  type LabelledRequest,
  operationsOf,
  type Sent,
  streams,
} from './helpers/openapi-document.ts';
import { positiveRequest, variantsAt } from './helpers/positive-requests.ts';
import { hashSeed, seededRandom } from './helpers/schema-examples.ts';

// Issue 23 §4: what an OpenAPI fuzzer such as Schemathesis checks, on every route of the document:
// no server error, the status documented for the operation, the content type documented for that
// status, the body valid against its schema, and no request that breaks the document accepted.
// Each operation gets requests built from its schemas, as each session (so that successes are
// checked, not only refusals), and a seeded share of the fuzz's hostile requests. `FUZZ_DEPTH=4`
// sends more of both (bench/README.md).

const DEPTH = Math.max(1, Number(process.env.FUZZ_DEPTH ?? 1));
/** The share of the fuzz's hostile requests sent per operation and session. */
const HOSTILE_SHARE = Math.min(1, DEPTH / 4);

const t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
const w = await conformanceWorld(t.app, t.database.db);
const png = await pngImage(16, 16);
const doc = documentOf(t.app);
const conformance = conformanceOf(doc);
afterAll(() => t.close());

// Deletions last, so that the rows they remove serve every other route first.
const operations = operationsOf(doc).sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);
const ROLES: Session[] = ['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'];
const succeeded = new Set<string>();
/** What the requests built from the schema got instead, for the routes that never succeeded. */
const refusals = new Map<string, Set<string>>();

const tokenOf = (session: Session | 'forgé') =>
  session === 'anonyme' ? null : session === 'forgé' ? 'abc.def.ghi' : w.tokens[session];

/** The requests here are built with their URL as a string. */
const urlOf = (req: InjectOptions) => (typeof req.url === 'string' ? req.url : JSON.stringify(req.url));

function describeRequest(session: string, label: string, req: InjectOptions): string {
  const payload = req.payload;
  const body =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? ` [formulaire de ${payload.length} octets]`
        : ` ${(typeof payload === 'string' ? payload : JSON.stringify(payload)).slice(0, 160)}`;
  return `${session}, ${label}: ${req.method} ${urlOf(req).slice(0, 160)}${body}`;
}

/** A stream's head over HTTP (it never ends, `inject` would wait forever): status and type. */
async function streamHead(req: InjectOptions, headers: Record<string, string>): Promise<Answer> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${urlOf(req)}`, { headers, signal: abort.signal });
  // A refusal ends: it is read whole. A stream is left after its head.
  const body = res.ok ? '' : await res.text();
  abort.abort();
  await res.body?.cancel().catch(() => undefined);
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    rawPayload: Buffer.from(body),
    body,
  };
}

describe.each(operations)('$method $path', (operation) => {
  const { path, method, op } = operation;
  it('answers as its OpenAPI document says', { timeout: 120_000 }, async () => {
    const sessions: Session[] = op.security ? ['anonyme', ...ROLES] : ['anonyme'];
    const mismatches: string[] = [];
    const send = async (
      session: Session | 'forgé',
      label: string,
      req: InjectOptions,
      sent?: Sent | null,
    ) => {
      const token = tokenOf(session);
      const headers = { ...(token ? bearer(token) : {}), ...(req.headers as Record<string, string>) };
      const stream = streams(op) && session !== 'anonyme' && session !== 'forgé';
      const res = stream ? await streamHead(req, headers) : await t.app.inject({ ...req, headers });
      if (res.statusCode < 300) succeeded.add(`${method} ${path}`);
      else if (label.startsWith('exemple')) {
        const seen = refusals.get(`${method} ${path}`) ?? new Set();
        refusals.set(`${method} ${path}`, seen.add(`${session} ${res.statusCode} ${res.body.slice(0, 100)}`));
      }
      // Schemathesis's negative_data_rejection: a request the document forbids is refused.
      const broken = res.statusCode < 300 && sent ? conformance.violation(op, sent) : null;
      if (broken)
        mismatches.push(
          `${describeRequest(session, label, req)} → ${res.statusCode}: requête hors schéma acceptée (${broken})`,
        );
      for (const what of conformance.check(op, res)) {
        mismatches.push(`${describeRequest(session, label, req)} → ${res.statusCode}: ${what}`);
      }
    };

    await w.readLists();
    for (const session of sessions) {
      for (let variant = 0; variant < variantsAt(DEPTH); variant += 1) {
        await send(session, `exemple ${variant}`, await positiveRequest(operation, session, variant, w, png));
      }
    }

    const random = seededRandom(hashSeed(`${method} ${path} hostile`));
    const hostile: LabelledRequest[] = hostileRequests(operation).filter(() => random() < HOSTILE_SHARE);
    for (const session of [...sessions, 'forgé' as const]) {
      if (streams(op) && session !== 'anonyme' && session !== 'forgé') continue;
      // A few at a time, as the fuzz does: the database sees requests in parallel too.
      for (let i = 0; i < hostile.length; i += 16) {
        await Promise.all(
          hostile.slice(i, i + 16).map(([label, req, sent]) => send(session, label, req, sent)),
        );
      }
    }
    await w.restore();
    const shown = mismatches.slice(0, 10).join('\n');
    expect(mismatches.length, `${mismatches.length} écarts au document, dont :\n${shown}\n`).toBe(0);
  });
});

it('answers a success to the requests built from the schemas on nearly every route', () => {
  const missing = operations
    .map(({ method, path }) => `${method} ${path}`)
    .filter((op) => !succeeded.has(op));
  const why = missing.map((op) => `${op}: ${[...(refusals.get(op) ?? [])].join(' | ')}`);
  expect(missing.length / operations.length, `sans succès :\n${why.join('\n')}\n`).toBeLessThanOrEqual(0.05);
});
