// @stores sqlite: the metrics server counts in memory; what it counts is tested against each store elsewhere
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';
import { movePayload } from './helpers/decision-bodies.ts';
import { openStream } from './helpers/sse.ts';

// Issue 23 §4: Prometheus metrics on a port of their own, only when METRICS_PORT is set.

/** The metrics server's text, read as Prometheus would. */
async function scrape(app: FastifyInstance): Promise<string> {
  const address = app.metricsAddress();
  if (!address) throw new Error('pas de serveur de métriques');
  const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const inner = open >= 0 && line.startsWith(`${name}{`) ? line.slice(open + 1, line.indexOf('}')) : '';
    const have = inner ? inner.split(',') : [];
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return 0;
}

describe('metrics configuration', () => {
  it('is off without METRICS_PORT, on loopback by default, and refuses a port that is not one', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/comoe-metrics-config' } as const;
    expect(loadConfig(base)).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe(
      '0.0.0.0',
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: 'neuf' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('measures nothing and opens no port without METRICS_PORT', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.metrics).toBeNull();
      expect(t.app.metricsAddress()).toBeNull();
      // The request hook (plugins/metrics.ts) is not even there: requests pay nothing.
      expect(t.app.printRoutes({ includeHooks: true })).not.toContain('timeAnswer');
    } finally {
      await t.close();
    }
  });
});

describe(`metrics server (${store})`, () => {
  let t: TestApp;
  let m: Market;

  beforeAll(async () => {
    t = await buildTestApp({ metricsPort: 0, rateLimitPerMinute: 1_000_000 });
    m = await marketplace(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('listens on loopback by default and answers only GET /metrics', async () => {
    expect(t.app.printRoutes({ includeHooks: true })).toContain('timeAnswer');
    const address = t.app.metricsAddress()!;
    expect(address.address).toBe('127.0.0.1');
    expect((await fetch(`http://127.0.0.1:${address.port}/autre`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${address.port}/metrics`, { method: 'POST' })).status).toBe(404);
    // Not on the public port: the API knows no such route.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/commandes/${id}`,
        headers: m.client.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: `/api/pas-de-route/${ids[0]}` });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const text = await scrape(t.app);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/commandes/:id',
        status_code: '404',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'not_found',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain('pas-de-route');
  });

  it('counts order transitions by from and to, and the live events they publish', async () => {
    const order = await placeOrder(t.app, m);
    const before = await scrape(t.app);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
      headers: m.owner.headers,
      payload: movePayload('accepter'),
    });
    expect(accepted.statusCode).toBe(200);
    // Refused (already accepted): no transition counted.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
      headers: m.owner.headers,
      payload: movePayload('accepter'),
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const after = await scrape(t.app);
    const moved = { from: 'EN_ATTENTE_ENTREPRISE', to: 'EN_ATTENTE_LIVREUR' };
    expect(
      sample(after, 'comoe_order_transitions_total', moved) -
        sample(before, 'comoe_order_transitions_total', moved),
    ).toBe(1);
    const published = (text: string, type: string) => sample(text, 'comoe_events_published_total', { type });
    expect(published(after, 'commande.statut') - published(before, 'commande.statut')).toBe(1);
    expect(published(after, 'mission.disponible') - published(before, 'mission.disponible')).toBe(1);
  });

  it('counts sweeper runs', async () => {
    const before = sample(await scrape(t.app), 'comoe_sweeper_runs_total', { result: 'ok' });
    await t.app.sweeper.sweepOnce();
    await t.app.sweeper.sweepOnce();
    expect(sample(await scrape(t.app), 'comoe_sweeper_runs_total', { result: 'ok' }) - before).toBe(2);
  });

  it('counts password tries refused while an account waits', async () => {
    const user = await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: user.telephone, motDePasse: 'Faux@2026x' },
      });
      statuses.push(res.statusCode);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(t.app), 'comoe_login_locks_total')).toBe(refused);
  });

  it('counts a code step locking once, not the tries refused after it', async () => {
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'PRETE',
      livreurId: m.courier.id,
    });
    for (let i = 0; i < 7; i++) {
      await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${id}?code=0000`,
        headers: m.courier.headers,
      });
    }
    const text = await scrape(t.app);
    expect(sample(text, 'comoe_code_locks_total', { code: 'entreprise' })).toBe(1);
    expect(sample(text, 'comoe_code_locks_total', { code: 'client' })).toBe(0);
  });

  it('counts the open live streams and the events written on them', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(base, m.client.token);
    try {
      await expect.poll(async () => sample(await scrape(t.app), 'comoe_live_streams_open')).toBe(1);
      const order = await placeOrder(t.app, m);
      await t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
        headers: m.owner.headers,
        payload: movePayload('accepter'),
      });
      await stream.waitFor((e) => e.type === 'commande.statut' && e.commandeId === order.id);
      expect(
        sample(await scrape(t.app), 'comoe_events_delivered_total', { type: 'commande.statut' }),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      stream.close();
    }
    await expect.poll(async () => sample(await scrape(t.app), 'comoe_live_streams_open')).toBe(0);
    // A stream's hours are not request time, even one the server ends (the sixth of a user
    // closes the oldest): its route is left out of the durations.
    const six: Array<Awaited<ReturnType<typeof openStream>>> = [];
    for (let i = 0; i < 6; i++) six.push(await openStream(base, m.client.token));
    await expect.poll(() => six[0]!.isEnded()).toBe(true);
    six.forEach((s) => s.close());
    await expect.poll(async () => sample(await scrape(t.app), 'comoe_live_streams_open')).toBe(0);
    expect(await scrape(t.app)).not.toContain('route="/api/events"');
  });

  it('reports the process and the event-loop lag (default metrics)', async () => {
    const text = await scrape(t.app);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('keeps each app’s count apart (one registry per app) and closes its port with the app', async () => {
    const other = await buildSibling(t, { metricsPort: 0 });
    const port = other.metricsAddress()!.port;
    await other.inject({ method: 'GET', url: '/api/health/live' });
    await other.inject({ method: 'GET', url: '/api/health/live' });
    const labels = { method: 'GET', route: '/api/health/live', status_code: '200' };
    expect(sample(await scrape(other), 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(await scrape(t.app), 'http_request_duration_seconds_count', labels)).toBe(1);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe.skipIf(!process.env.REDIS_URL)(`metrics of the Redis bus (${store})`, () => {
  it('times the bus from publish to receipt', async () => {
    const channel = `comoe:test:metrics:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const t = await buildTestApp({ metricsPort: 0, redisUrl: process.env.REDIS_URL, redisChannel: channel });
    try {
      const m = await marketplace(t.app, t.database.db);
      const order = await placeOrder(t.app, m);
      const published = async () =>
        sample(await scrape(t.app), 'comoe_events_published_total', { type: 'commande.statut' });
      const before = await published();
      await t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${m.entreprise.id}/orders/${order.id}/accepter`,
        headers: m.owner.headers,
        payload: movePayload('accepter'),
      });
      expect((await published()) - before).toBe(1);
      await expect
        .poll(async () => sample(await scrape(t.app), 'comoe_bus_lag_seconds_count'))
        .toBeGreaterThanOrEqual(2);
      const text = await scrape(t.app);
      // Same machine, same clock: well under the 250 ms budget.
      expect(sample(text, 'comoe_bus_lag_seconds_bucket', { le: '0.25' })).toBe(
        sample(text, 'comoe_bus_lag_seconds_count'),
      );
    } finally {
      await t.close();
    }
  });
});
