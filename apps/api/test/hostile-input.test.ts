import { createSecretKey } from 'node:crypto';
import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { MAX_ID } from '@comoe/shared/validation';
import { appWith, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/factories.ts';
import { checkoutBody, type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';
import { clientSignUp, postRawJson } from './helpers/sign-up.ts';

// Issue 10, points 4 and 5: bad input gets a French `{ message }` and a 4xx on both stores,
// never PostgreSQL's 500 nor Fastify's English error, and always with the security headers.
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace, { rateLimitPerMinute: 100_000 })));
afterAll(() => t.close());

const NUL = 'a\u0000b';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toMatch(/default-src 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('a NUL byte in a text field', () => {
  const cases: Array<
    [string, () => { method: 'POST' | 'PUT'; url: string; payload: unknown; auth?: boolean }]
  > = [
    [
      'login, phone',
      () => ({ method: 'POST', url: '/api/auth/login', payload: { telephone: `07${NUL}`, motDePasse: 'x' } }),
    ],
    [
      'login, password',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: m.client.telephone, motDePasse: NUL },
      }),
    ],
    [
      'registration, first name',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: clientSignUp(m.ville.id, { prenom: NUL }),
      }),
    ],
    [
      'contact form, message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { nom: 'Aya', email: 'aya@exemple.ci', sujet: 'Bonjour', message: NUL },
      }),
    ],
    [
      'profile, first name',
      () => ({ method: 'PUT', url: `/api/users/${m.client.id}`, payload: { prenom: NUL }, auth: true }),
    ],
    [
      'checkout, address',
      () => ({
        method: 'POST',
        url: '/api/commandes',
        payload: checkoutBody(m, { adresseLivraison: NUL }),
        auth: true,
      }),
    ],
  ];

  it.each(cases)('is refused with 400 and a French message (%s)', async (_, request) => {
    const { auth, ...req } = request();
    const res = await t.app.inject({
      ...req,
      payload: req.payload as object,
      headers: auth ? m.client.headers : {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.textNul });
  });

  it('is refused in a rating comment of a delivered order', async () => {
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'LIVREE',
      livreurId: m.courier.id,
      livreeAt: new Date(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${id}/avis`,
      headers: m.client.headers,
      payload: { note: 5, commentaire: NUL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.textNul });
  });

  it('is refused in a path parameter and a query string', async () => {
    for (const url of [
      '/api/entreprises/ville/Bassam%00',
      `/api/livreurs/marquer-recuperee/${m.client.id}?code=12%0034`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: m.client.headers });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('ids no column can hold', () => {
  it.each([
    ['the business', { entrepriseId: MAX_ID + 1 }],
    ['a product', { items: [{ produitId: 2 ** 31, quantite: 1 }] }],
    ['a product, far beyond', { items: [{ produitId: Number.MAX_SAFE_INTEGER, quantite: 1 }] }],
  ])('are refused at checkout with 400 (%s)', async (_, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commandes',
      headers: m.client.headers,
      payload: checkoutBody(m, overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/article|entreprise/);
  });

  it('are refused in the quote with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/devis?entrepriseId=${2 ** 31}`,
      headers: m.client.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.orderEntrepriseRequired });
  });
});

describe('tokens signed with the right key but odd claims', () => {
  const secret = () => createSecretKey(t.config.jwtSecret);
  const sign = (claims: Record<string, unknown>, sub: string | null, exp: string | null = '1h') => {
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('comoe-express')
      .setIssuedAt();
    if (sub !== null) jwt = jwt.setSubject(sub);
    if (exp !== null) jwt = jwt.setExpirationTime(exp);
    return jwt.sign(secret());
  };

  it.each([
    ['a subject that is not a number', () => sign({ role: 'CLIENT', tv: 0 }, 'abc')],
    ['a subject past the largest id', () => sign({ role: 'CLIENT', tv: 0 }, String(2 ** 31))],
    ['a negative subject', () => sign({ role: 'CLIENT', tv: 0 }, '-1')],
    ['a decimal subject', () => sign({ role: 'CLIENT', tv: 0 }, `${m.client.id}.5`)],
    ['no subject', () => sign({ role: 'CLIENT', tv: 0 }, null)],
    ['a token version that is not an integer', () => sign({ role: 'CLIENT', tv: '0' }, String(m.client.id))],
    ['no token version', () => sign({ role: 'CLIENT' }, String(m.client.id))],
    ['no expiry', () => sign({ role: 'CLIENT', tv: 0 }, String(m.client.id), null)],
  ])('are refused with 401 (%s)', async (_, token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/commandes/client',
      headers: bearer(await token()),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.sessionExpired });
  });

  it('are accepted when every claim is right (the control case)', async () => {
    const token = await sign({ role: 'CLIENT', tv: 0 }, String(m.client.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/commandes/client', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});

describe("the framework's own refusals", () => {
  it('answer a badly encoded address with 400, in French, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.badUrl });
    expectSecurityHeaders(res.headers);
  });

  it('answer a path parameter over 100 characters with 414, without echoing the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${'9'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: MSG.urlTooLong });
    expect(res.body).not.toContain('999999');
    expectSecurityHeaders(res.headers);
  });

  it('answer a bad JSON body in French with the security headers', async () => {
    const res = await postRawJson(t.app, '/api/auth/login', '{"telephone":');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expectSecurityHeaders(res.headers);
  });

  it('answer a request the HTTP parser refuses in French, with the security headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/villes HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: MSG.badRequest }));
  });
});
