import type { FastifyInstance, onRequestHookHandler, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@comoe/shared/messages';
import { addressKey } from '../lib/address-key.ts';
import { tooMany } from '../lib/app-error.ts';
import { FixedWindows } from '../lib/fixed-windows.ts';
import { RedisWindows, SharedWindows, type WindowCount } from '../lib/redis-windows.ts';

/** A route's own limit per address, in place of the global one; `false`: none (the health check). */
export type RouteRateLimit = { max: number; timeWindow: '1 minute' | '10 minutes' } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
  interface FastifyInstance {
    /** The counters every process shares when REDIS_URL is set (the per-user limits use them too). */
    sharedLimits: RedisWindows | null;
  }
}

const WINDOW_MS = { '1 minute': 60_000, '10 minutes': 600_000 } as const;

/** The 429 for a count past `max`, with the time to wait in Retry-After; undefined within it. */
export function overLimit(max: number, { count, ttlMs }: WindowCount): Error | undefined {
  if (count <= max) return undefined;
  return tooMany(MSG.tooManyRequests, 'TOO_MANY', Math.max(1, Math.ceil(ttlMs / 1000)));
}

/** Refuses past `max` requests per address and window, counted in this process. */
function limitHook(max: number, windows: FixedWindows): onRequestHookHandler {
  return (req, _reply, done) => {
    const { count, ttlMs } = windows.hit(addressKey(req.ip));
    if (count <= max) return done();
    done(tooMany(MSG.tooManyRequests, 'TOO_MANY', Math.max(1, Math.ceil(ttlMs / 1000))));
  };
}

/** The same, counted in Redis for every process (one script per request). */
function sharedLimitHook(max: number, windows: SharedWindows): onRequestAsyncHookHandler {
  return async (req) => {
    const refused = overLimit(max, await windows.hit(addressKey(req.ip)));
    if (refused) throw refused;
  };
}

/**
 * Requests per address (Fastify's `req.ip`, through the proxies TRUST_PROXY names): `max` a
 * minute on every route, or the route's own `config.rateLimit`, each limit its own windows.
 * Without REDIS_URL, counted per process: one synchronous hook and a map lookup per request (the
 * plugin it replaces, @fastify/rate-limit, went through four promises and set three headers on
 * every answer, a fifth of a catalog read's time). With REDIS_URL, counted in Redis so that N
 * processes enforce one limit; while Redis does not answer, per process (lib/redis-windows.ts).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { max }: { max: number }) => {
  const { redisUrl, redisChannel } = app.config;
  const shared = redisUrl ? new RedisWindows(redisUrl, redisChannel, app.log) : null;
  app.decorate('sharedLimits', shared);
  if (shared) {
    app.addHook('onClose', () => shared.close());
    await shared.whenConnected();
  }

  const hookFor = (limit: number, windowMs: number, name: string) =>
    shared
      ? sharedLimitHook(limit, new SharedWindows(shared, `adresse:${name}:${limit}/${windowMs}`, windowMs))
      : limitHook(limit, new FixedWindows(windowMs));
  const global = hookFor(max, WINDOW_MS['1 minute'], 'toutes');
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const hook = own ? hookFor(own.max, WINDOW_MS[own.timeWindow], `${method} ${route.url}`) : global;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
  });
});
