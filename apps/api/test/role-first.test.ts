// @files disk: roles are refused before a body is read; nothing reaches the file store
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { PROBLEM_TYPES } from '@comoe/shared/commandes/incidents';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { documentOf, operationsOf, type Operation } from './helpers/openapi-document.ts';

// Issue 32 §1: the role was checked after the body's validation, so a client posting a problem
// report got 400 with an invalid body and 403 with a valid one. Every route's guard now runs in
// onRequest: walked here over every operation of the OpenAPI document, a wrong role reads 403 and
// no session 401, whatever the path, query and body say.

let t: TestApp;
let m: Market;
const ROLES: Role[] = ['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'];
const headersOf = (role: Role) =>
  ({ CLIENT: m.client, ENTREPRISE: m.owner, LIVREUR: m.courier, ADMIN: m.admin })[role].headers;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
  m = await marketplace(t.app, t.database.db);
});
afterAll(() => t.close());

/** The operations behind a session, read from the document once the app is built. */
function guarded() {
  return operationsOf(documentOf(t.app))
    .filter(({ op }) => op.security)
    .map(({ path, method, op }) => ({
      path,
      method,
      op,
      roles: (op as Operation & { 'x-roles'?: Role[] })['x-roles'] ?? [],
    }));
}

/** Every way of being wrong at once: each path parameter, a query that breaks, a body that is not one. */
function invalidRequest(path: string, method: string, op: Operation): InjectOptions {
  const url = `${path.replaceAll(/\{[^}]+\}/g, 'pas-un-id')}?page=-3&size=abc&from=hier&statut=NIMPORTE`;
  const content = Object.keys(op.requestBody?.content ?? {});
  if (content.includes('multipart/form-data')) {
    return {
      method: method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disp',
    };
  }
  if (method === 'GET' || method === 'DELETE') return { method, url };
  return {
    method: method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{"nom": [1, 2,',
  };
}

describe(`the role is checked before anything the request sends (${store})`, () => {
  it('every route behind a session is walked, and most name the roles they admit', () => {
    const ops = guarded();
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((o) => o.roles.length > 0).length).toBeGreaterThan(90);
  });

  it('a wrong role reads 403 on every route, whatever it sends; the right one is told what is wrong', async () => {
    const wrong: string[] = [];
    for (const { path, method, op, roles } of guarded()) {
      if (roles.length === 0) continue;
      const req = invalidRequest(path, method, op);
      for (const role of ROLES) {
        const res = await t.app.inject({ ...req, headers: { ...req.headers, ...headersOf(role) } });
        const admitted = roles.includes(role);
        // An admitted role gets past the guard: the refusal of its request (400, 404, 413, 415),
        // or a success where nothing it sent is read (a list without filters).
        const ok = admitted
          ? res.statusCode < 500 && ![401, 403].includes(res.statusCode)
          : res.statusCode === 403 && res.json<{ message: string }>().message === MSG.forbidden;
        if (!ok) wrong.push(`${role} ${method} ${path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no session, or a forged one, reads 401 on every route, whatever it sends', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of guarded()) {
      const req = invalidRequest(path, method, op);
      for (const headers of [{}, bearer('abc.def.ghi')]) {
        const res = await t.app.inject({ ...req, headers: { ...req.headers, ...headers } });
        if (res.statusCode !== 401)
          wrong.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a client reporting a delivery problem reads 403 with a valid body and with an invalid one', async () => {
    const { id: orderId } = await placeOrder(t.app, m);
    const url = `/api/livreurs/missions/${orderId}/probleme`;
    const bodies = [{ type: PROBLEM_TYPES[0], note: 'Personne à la porte' }, { type: 'NIMPORTE' }, {}];
    for (const payload of [...bodies, undefined]) {
      const res = await t.app.inject({ method: 'POST', url, headers: m.client.headers, payload });
      expect({ payload, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        payload,
        status: 403,
        body: { message: MSG.forbidden },
      });
    }
    // On another order, unknown to anyone: the same.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/missions/${randomUUID()}/probleme`,
      headers: m.client.headers,
      payload: { type: 'NIMPORTE' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the per-address limit still counts before the session check: forged tokens past it read 429', async () => {
    const limited = await buildTestApp({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: bearer('abc.def.ghi'),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
