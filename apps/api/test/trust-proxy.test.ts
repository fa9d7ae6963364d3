// @stores sqlite: the client's address behind proxies, decided before any query
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { loadConfig, type Config } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

// Issue 10, point 9: behind a proxy the client's address is the one the trusted proxies saw,
// never what the client wrote in X-Forwarded-For; HSTS only over HTTPS.
const dir = mkdtempSync(join(tmpdir(), 'comoe-proxy-'));
const open: TestApp[] = [];
afterAll(async () => {
  for (const t of open) await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const trustProxy = (value: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8 ,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ] as const)('reads %j as Fastify reads it', (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it('is false when not set', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).trustProxy).toBe(false);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/40', 'example.com', '10.0.0.1,,'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

async function appWith(overrides: Partial<Config>): Promise<TestApp> {
  const t = await buildTestApp({ rateLimitPerMinute: 100, ...overrides });
  open.push(t);
  return t;
}

/** What a client behind the proxy sends: any X-Forwarded-For it likes; the proxy appends the address it saw. */
const viaProxy = (forged: string, seen = '203.0.113.7') => ({ 'x-forwarded-for': `${forged}, ${seen}` });
const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');

describe.each<[string, Partial<Config>]>([
  ['a hop count', { trustProxy: 1 }],
  ['the proxy address', { trustProxy: ['127.0.0.1'] }],
])('the per-address limit behind a proxy (%s)', (_, overrides) => {
  it('holds against 800 requests with forged X-Forwarded-For addresses', async () => {
    const t = await appWith(overrides);
    const answers = await Promise.all(
      Array.from({ length: 800 }, () =>
        t.app.inject({ method: 'GET', url: '/api/villes', headers: viaProxy(randomAddress()) }),
      ),
    );
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(100);
    expect(limited).toHaveLength(700);
    expect(limited[0]!.json()).toEqual({ message: MSG.tooManyRequests });
    // Another client behind the same proxy is not held back.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/villes',
      headers: viaProxy('1.2.3.4', '198.51.100.9'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends HSTS only when the trusted proxy says the request came over HTTPS', async () => {
    const t = await appWith(overrides);
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/villes',
      headers: { ...viaProxy('1.2.3.4'), 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await t.app.inject({ method: 'GET', url: '/api/villes', headers: viaProxy('1.2.3.4') });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});

describe('the per-address limit for IPv6 clients', () => {
  it('counts one /56 (one subscriber) as one address, and another /56 apart', async () => {
    const t = await appWith({ trustProxy: 1 });
    const subscriber = (n: number) => `2c0f:f0f8:12:3400:${n.toString(16)}::${n.toString(16)}`;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        t.app.inject({
          method: 'GET',
          url: '/api/villes',
          headers: { 'x-forwarded-for': subscriber(n + 1) },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(100);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(50);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const neighbour = await t.app.inject({
      method: 'GET',
      url: '/api/villes',
      headers: { 'x-forwarded-for': '2c0f:f0f8:12:3500::1' },
    });
    expect(neighbour.statusCode).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-Proto: no HSTS over plain HTTP', async () => {
    const t = await appWith({ trustProxy: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/villes',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a proxy that is not the one named is not believed', async () => {
    const t = await appWith({ trustProxy: ['10.9.9.9'] });
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        t.app.inject({
          method: 'GET',
          url: '/api/villes',
          headers: viaProxy(randomAddress(), randomAddress()),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50);
  });
});
