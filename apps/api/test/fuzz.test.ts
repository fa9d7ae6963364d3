import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { bearer } from './helpers/factories.ts';
import { isFrench } from './helpers/hostile.ts';
import { marketplace } from './helpers/marketplace.ts';
import { documentOf, hostileRequests, operationsOf, streams } from './helpers/openapi-document.ts';

// Issue 10, "Proof": every route of the OpenAPI document — those added later too, without editing
// this file — gets hostile values in each body field, query and path parameter and header, and
// whole hostile bodies, as each role when the route needs a session. No answer may be a 5xx;
// every 4xx is `{ message }` in French, with the security headers.

// The whole app is built at collection time: the document decides which tests exist.
const t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
const m = await marketplace(t.app, t.database.db);
afterAll(() => t.close());

const operations = operationsOf(documentOf(t.app));

const ROLES = {
  CLIENT: m.client.token,
  ENTREPRISE: m.owner.token,
  LIVREUR: m.courier.token,
  ADMIN: m.admin.token,
};
/** A forged token and none at all, for every route. */
const NO_SESSION: Record<string, string | null> = { anonyme: null, forgé: 'abc.def.ghi' };

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
    // A stream answered 200 never ends: it is tried without a valid session only.
    const sessions = {
      ...NO_SESSION,
      ...(op.security && !streams(op) ? ROLES : {}),
    };
    const requests = hostileRequests({ path, method, op });

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
