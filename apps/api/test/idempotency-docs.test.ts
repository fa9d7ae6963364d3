import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 32 §2: every state-changing request of a signed-in user honours its Idempotency-Key
// (plugins/idempotency.ts). A client reading /api/docs/json learns it on each such route: the
// header, the 400 of a malformed key and the answer to a key reused.

type Parameter = { in: string; name: string; required?: boolean; schema: { format?: string } };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
  'x-roles'?: string[];
};
type Documented = { method: string; path: string; op: Operation };

const CHANGES = new Set(['post', 'put', 'patch', 'delete']);
/** The checkout keeps its key with the order and answers another cart under it with a 422. */
const CHECKOUT = 'POST /api/commandes';

let t: TestApp;
let m: Market;
let operations: Documented[];

beforeAll(async () => {
  t = await buildTestApp();
  m = await marketplace(t.app, t.database.db);
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => t.close());

const takesKey = ({ method, op }: Documented) =>
  CHANGES.has(method.toLowerCase()) && (op.security?.length ?? 0) > 0;
const keyHeader = (op: Operation) =>
  op.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');

describe('the OpenAPI document', () => {
  it('documents the key, its 400 and the answer to a key reused on every route that takes one', () => {
    const keyed = operations.filter(takesKey);
    expect(keyed.length).toBeGreaterThan(50);
    const gaps: string[] = [];
    for (const { method, path, op } of keyed) {
      const name = `${method} ${path}`;
      const reused = name === CHECKOUT ? op.responses[422] : op.responses[409];
      const reusedSays =
        name === CHECKOUT
          ? [MSG.idempotencyKeyReused]
          : [MSG.idempotencyKeyOtherAction, MSG.idempotencyInProgress];
      if (!keyHeader(op)) gaps.push(`${name}: pas d'en-tête Idempotency-Key`);
      if (!op.responses[400]?.description.includes(MSG.idempotencyKeyInvalid))
        gaps.push(`${name}: 400 sans la clé mal formée`);
      if (!op.responses[409]) gaps.push(`${name}: pas de 409`);
      if (!reusedSays.every((text) => reused?.description.includes(text)))
        gaps.push(`${name}: pas de réponse à la clé réutilisée`);
    }
    expect(gaps).toEqual([]);
  });

  it('leaves it out where no session holds a key: sign-in, sign-up, contact, reads', () => {
    const unkeyed = operations.filter((o) => !takesKey(o));
    for (const name of ['POST /api/auth/login', 'POST /api/auth/register', 'GET /api/villes'])
      expect(unkeyed.map((o) => `${o.method} ${o.path}`)).toContain(name);
    expect(unkeyed.filter((o) => keyHeader(o.op)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  // What the document says, the routes do: each documented route that needs neither a body nor a
  // query, sent as a role it admits with a malformed key, answers that 400 before doing anything.
  it('matches what the routes answer to a malformed key', async () => {
    const tokens: Record<string, Record<string, string>> = {
      ADMIN: m.admin.headers,
      CLIENT: m.client.headers,
      ENTREPRISE: m.owner.headers,
      LIVREUR: m.courier.headers,
    };
    const bodiless = operations.filter(
      (o) =>
        takesKey(o) && !o.op.requestBody && !o.op.parameters?.some((p) => p.in === 'query' && p.required),
    );
    expect(bodiless.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      bodiless.map(async ({ method, path, op }) => {
        const url = path.replace(/\{(\w+)\}/g, (_, param: string) => {
          const p = op.parameters?.find((q) => q.in === 'path' && q.name === param);
          return p?.schema.format === 'uuid' ? randomUUID() : '999999';
        });
        const role = op['x-roles']?.[0] ?? 'CLIENT';
        const res = await t.app.inject({
          method: method as 'PUT',
          url,
          headers: { ...tokens[role], 'idempotency-key': 'court' },
        });
        return `${method} ${path} → ${res.statusCode} ${res.body}`;
      }),
    );
    const expected = JSON.stringify({ message: MSG.idempotencyKeyInvalid });
    expect(answers.filter((a) => !a.endsWith(`→ 400 ${expected}`))).toEqual([]);
  });
});
