// @stores sqlite: security headers, content types and static files: the HTTP layer
// @files s3: the upload routes read their forms and pictures are served with their headers
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { clientSignUp } from './helpers/sign-up.ts';

let t: TestApp;
let villeId: number;

beforeAll(async () => ({ t, w: villeId } = await appWith(async (_app, db) => (await createVille(db)).id)));
afterAll(() => t.close());

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const FRENCH = /[éèàêç]|^(Cette|Le|La|Les|Veuillez|Trop|Requête|Une|Vous)\b/;

describe('security headers', () => {
  it('come with every API answer: JSON is never a page, so nothing may load or frame it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/villes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // The counts of the rate limit are not the client's business.
    expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('come with errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/1' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("protect the web app's pages with the page policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/city/bassam' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The embedded server speaks plain HTTP: the page must not force HTTPS.
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toMatch(/SAMEORIGIN|DENY/);
  });

  it("send the app's hashed files with the few headers a file needs, not the page's policy", async () => {
    // Chosen from the address alone, before the file is looked up: the suite runs before the build.
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-absent.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The worker is no hashed file: it keeps the page's policy, which governs what it may fetch.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(String(worker.headers['content-security-policy'])).toMatch(/default-src 'self'/);
  });
});

describe('unknown routes and methods', () => {
  it.each([
    ['GET', '/api/nexiste-pas'],
    ['GET', '/api/users/1/photos'],
    ['DELETE', '/api/villes'],
    ['PATCH', '/api/users/1'],
    ['GET', '/api/contact'],
  ] as const)('%s %s answers 404 with a French message', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: MSG.routeNotFound });
  });
});

describe('bad input', () => {
  it('answers 400 with a French message to a JSON body with wrong types', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { telephone: 123, motDePasse: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.telephoneRequired });
  });

  it.each([
    { status: 400, body: 'a JSON array where an object is expected', request: { payload: [1, 2] } },
    {
      status: 400,
      body: 'an empty JSON body',
      request: { headers: { 'content-type': 'application/json' }, payload: '' },
    },
    {
      status: 415,
      body: 'a body type the API does not read',
      request: { headers: { 'content-type': 'application/xml' }, payload: '<contact/>' },
    },
  ])('answers $status to $body', async ({ status, request }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...request });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: expect.stringMatching(FRENCH) as string });
  });

  it('answers 415 to a multipart form outside the upload routes, which still read theirs', async () => {
    const form = multipart([{ name: 'telephone', data: '0700000001' }]);
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...form });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: expect.stringMatching(FRENCH) as string });
    // The city form lives beside GET /api/villes: its multipart body is read (an admin is
    // needed, so the form gets as far as the session check, not a 415).
    const upload = await t.app.inject({ method: 'POST', url: '/api/villes', ...form });
    expect(upload.statusCode).toBe(401);
  });

  it('answers 413 to a JSON body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { nom: 'a', email: 'a@b.ci', sujet: 's', message: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) as string });
  });

  it('answers 400, not 500, to a city id no column can hold at sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: clientSignUp(3_000_000_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.cityUnknown });
  });

  it('refuses a token signed for another app or with no signature', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId });
    const token = await login(t.app, user);
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [unsigned, `${header}.${payload}`, 'pas-un-jeton', `${token}x`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(bad) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.sessionExpired });
    }
    const notBearer = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Basic ${token}` },
    });
    expect(notBearer.statusCode).toBe(401);
    expect(notBearer.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('API documentation', () => {
  it('serves the browsable docs page', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger-ui/i);
    // The page's own scripts are files from the same origin, and HTTPS is not forced on them.
    for (const [, src] of res.body.matchAll(/<script[^>]*src="([^"]+)"/g)) {
      const script = await t.app.inject({
        method: 'GET',
        url: new URL(src!, 'http://localhost/api/docs/').pathname,
      });
      expect(script.statusCode, src).toBe(200);
    }
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });

  it('publishes the OpenAPI description of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/villes']).toHaveProperty('get');
    expect(doc.paths['/api/users/{id}']).toHaveProperty('put');
    expect(doc.paths['/api/files/upload/{userId}/{kind}']).toHaveProperty('post');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic French message and no internals', async () => {
    const broken = await buildTestApp();
    try {
      // A store that lost a table: the query fails inside the route.
      await sql`alter table villes rename to villes_perdues`.execute(broken.database.db);
      const res = await broken.app.inject({ method: 'GET', url: '/api/villes' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MSG.serverError });
      expect(res.body).not.toMatch(/villes|sql|stack|error:/i);
    } finally {
      await broken.close();
    }
  });
});

describe('rate limits per address', () => {
  it('answers 429 in French past the per-minute limit, and keeps the health check open', async () => {
    const limited = await buildTestApp({ rateLimitPerMinute: 5 });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/villes' })).statusCode).toBe(200);
      }
      const res = await limited.app.inject({ method: 'GET', url: '/api/villes' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MSG.tooManyRequests });
      expect(res.headers['retry-after']).toBeDefined();

      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const elsewhere = await limited.app.inject({
        method: 'GET',
        url: '/api/villes',
        remoteAddress: '10.1.2.3',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  describe('sign-up', () => {
    async function signUp(app: TestApp) {
      const ville = await createVille(app.database.db);
      return () =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: clientSignUp(ville.id),
        });
    }

    it('allows RATE_LIMIT_PER_MINUTE / 20 sign-ups per 10 minutes, then answers 429', async () => {
      const limited = await buildTestApp({ rateLimitPerMinute: 40 });
      try {
        const register = await signUp(limited);
        expect((await register()).statusCode).toBe(201);
        expect((await register()).statusCode).toBe(201);
        const res = await register();
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ message: MSG.tooManyRequests });
      } finally {
        await limited.close();
      }
    });

    it('still allows one sign-up under a very strict setting', async () => {
      const strict = await buildTestApp({ rateLimitPerMinute: 10 });
      try {
        const register = await signUp(strict);
        expect((await register()).statusCode).toBe(201);
        expect((await register()).statusCode).toBe(429);
      } finally {
        await strict.close();
      }
    });
  });
});
