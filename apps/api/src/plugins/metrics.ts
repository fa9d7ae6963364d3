import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppMetrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route's answers are not timed (the live streams, that last for hours). */
    metrics?: false;
  }
  interface FastifyInstance {
    /** Prometheus metrics (lib/metrics.ts); null without METRICS_PORT, and nothing is measured. */
    metrics: AppMetrics | null;
    /** Where the metrics server listens (METRICS_PORT=0 picks a free port); null when off. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** `GET /metrics` in Prometheus' text format, on its own port: never through the public API. */
function metricsServer(metrics: AppMetrics, onError: (err: unknown) => void): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Introuvable\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
      (err: unknown) => {
        onError(err);
        res.writeHead(500).end();
      },
    );
  });
}

/**
 * With METRICS_PORT: the metrics, a hook timing every answer, and a small HTTP server on
 * METRICS_HOST (loopback by default) opened with the app and closed with it. Without it, no
 * hook at all: requests pay nothing.
 */
export const metricsPlugin = fp((app: FastifyInstance, _opts, done) => {
  const { metricsPort: port, metricsHost: host } = app.config;
  if (port === undefined) {
    app.decorate('metrics', null);
    app.decorate('metricsAddress', () => null);
    return done();
  }
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', function timeAnswer(req, reply, next) {
    const route = req.routeOptions; // built on each read: read once
    if (route.config.metrics !== false) {
      metrics.observeRequest(req.method, route.url, reply.statusCode, reply.elapsedTime);
    }
    next();
  });

  const server = metricsServer(metrics, (err) => app.log.error({ err }, 'métriques'));
  app.decorate('metricsAddress', () => server.address() as AddressInfo | null);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ address: server.address() }, 'métriques Prometheus');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's keep-alive socket would hold the close for minutes.
    server.closeAllConnections();
    await closed;
  });
  done();
});
