import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { bearer, multipart } from './helpers/factories.ts';
import {
  HOSTILE_BODIES,
  HOSTILE_STRINGS,
  HOSTILE_VALUES,
  isFrench,
  leafPaths,
  plausible,
  setAt,
  type JsonSchema,
} from './helpers/hostile.ts';
import { marketplace } from './helpers/marketplace.ts';

// Issue 10, "Proof": every route of the OpenAPI document — those added later too, without editing
// this file — gets hostile values in each body field, query and path parameter and header, and
// whole hostile bodies, as each role when the route needs a session. No answer may be a 5xx;
// every 4xx is `{ message }` in French, with the security headers.

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

// The whole app is built at collection time: the document decides which tests exist.
const t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
const m = await marketplace(t.app, t.database.db);
afterAll(() => t.close());

const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const ROLES = {
  CLIENT: m.client.token,
  ENTREPRISE: m.owner.token,
  LIVREUR: m.courier.token,
  ADMIN: m.admin.token,
};
/** A forged token and none at all, for every route. */
const NO_SESSION: Record<string, string | null> = { anonyme: null, forgé: 'abc.def.ghi' };

/** URL-encoded; a lone surrogate as the bytes a careless client would send (WTF-8). */
function encode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

/** Header values an HTTP client can send at all (no control characters, Latin-1). */
const sendableInHeader = (v: string) => /^[\x20-\x7e]*$/.test(v) && v.length < 8000;

function problems(label: string, res: LightMyRequestResponse): string[] {
  if (res.statusCode >= 500) return [`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`];
  if (res.statusCode < 400) return [];
  const out: string[] = [];
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return [`${label} → ${res.statusCode}, pas du JSON : ${res.body.slice(0, 120)}`];
  }
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const message = (body as { message?: unknown }).message;
  if (keys.length !== 1 || typeof message !== 'string')
    out.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  else if (!isFrench(message)) out.push(`${label} → ${res.statusCode}, pas en français : ${message}`);
  if (!String(res.headers['content-security-policy'] ?? '').includes("default-src 'none'")) {
    out.push(`${label} → ${res.statusCode} sans en-têtes de sécurité`);
  }
  return out;
}

describe.each(operations)('$method $path', ({ path, method, op }) => {
  it('answers hostile input without a 5xx, in French', { timeout: 120_000 }, async () => {
    const params = op.parameters ?? [];
    const inPath = params.filter((p) => p.in === 'path');
    const inQuery = params.filter((p) => p.in === 'query');
    const inHeader = params.filter((p) => p.in === 'header');
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const streams = Object.values(op.responses ?? {}).some((r) => r.content?.['text/event-stream']);
    // A stream answered 200 never ends: it is tried without a valid session only.
    const sessions = {
      ...NO_SESSION,
      ...(op.security && !streams ? ROLES : {}),
    };

    const basePath = Object.fromEntries(inPath.map((p) => [p.name, String(plausible(p.schema))]));
    const url = (pathValues: Record<string, string>, query: string) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'x') + (query ? `?${query}` : '');
    const baseBody = bodySchema ? plausible(bodySchema) : undefined;

    const requests: Array<[string, InjectOptions]> = [];
    const add = (label: string, req: InjectOptions) => requests.push([label, req]);
    const plain = (extra: Partial<InjectOptions> = {}): InjectOptions => ({
      method,
      url: url(basePath, ''),
      ...(baseBody !== undefined ? { payload: baseBody as object } : {}),
      ...extra,
    });

    for (const p of inPath) {
      for (const v of [...HOSTILE_STRINGS, '%', '%ff%fe', 'a/b', '9'.repeat(101)]) {
        const raw = v.startsWith('%') ? v : encode(v);
        add(
          `path ${p.name}=${JSON.stringify(v.slice(0, 20))}`,
          plain({ url: url({ ...basePath, [p.name]: raw }, '') }),
        );
      }
    }
    for (const p of inQuery) {
      for (const v of HOSTILE_STRINGS) {
        add(
          `query ${p.name}=${JSON.stringify(v.slice(0, 20))}`,
          plain({ url: url(basePath, `${p.name}=${encode(v)}`) }),
        );
      }
      add(`query ${p.name} twice`, plain({ url: url(basePath, `${p.name}=1&${p.name}=2`) }));
      add(`query ${p.name} as object`, plain({ url: url(basePath, `${p.name}[a]=1`) }));
    }
    for (const p of inHeader) {
      for (const v of HOSTILE_STRINGS.filter(sendableInHeader)) {
        add(`header ${p.name}=${JSON.stringify(v.slice(0, 20))}`, plain({ headers: { [p.name]: v } }));
      }
    }
    if (baseBody !== undefined) {
      for (const leaf of leafPaths(baseBody)) {
        for (const v of HOSTILE_VALUES) {
          add(
            `body ${leaf.join('.')}=${JSON.stringify(v)?.slice(0, 20)}`,
            plain({ payload: setAt(baseBody, leaf, v) as object }),
          );
        }
      }
    }
    if (method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
      for (const raw of HOSTILE_BODIES) {
        add(
          `raw body ${JSON.stringify(raw.slice(0, 20))}`,
          plain({ payload: raw, headers: { 'content-type': 'application/json' } }),
        );
      }
      const form = multipart(
        { code: 'a\u0000b', nom: 'x'.repeat(5000) },
        { field: 'file', name: '../../x.png', type: 'image/png', bytes: Buffer.from('pas une image') },
      );
      add('multipart body', plain({ payload: form.payload, headers: form.headers }));
      add('text body', plain({ payload: 'bonjour', headers: { 'content-type': 'text/plain' } }));
    }

    const failures: string[] = [];
    for (const [session, token] of Object.entries(sessions)) {
      const auth = token ? bearer(token) : {};
      // A few at a time: fast, and the database sees requests in parallel too.
      for (let i = 0; i < requests.length; i += 16) {
        const batch = requests.slice(i, i + 16);
        const answers = await Promise.all(
          batch.map(([, req]) => t.app.inject({ ...req, headers: { ...auth, ...(req.headers ?? {}) } })),
        );
        answers.forEach((res, j) => failures.push(...problems(`${session}, ${batch[j]![0]}`, res)));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
