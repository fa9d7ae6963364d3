import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@comoe/shared/messages';
import { unauthorized } from '../lib/app-error.ts';
import { FixedWindows } from '../lib/fixed-windows.ts';
import { SharedWindows } from '../lib/redis-windows.ts';
import { overLimit, rateLimitPlugin } from './rate-limit.ts';

/** Hashes of index.html's inline scripts (the splash screen), so the CSP needs no 'unsafe-inline'. */
function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Helmet's headers depend on its options only, so they are worked out once at start-up:
 * running helmet on every request (as @fastify/helmet does) cost ~15 % of a small route's CPU.
 */
function precomputeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export interface SecurityHeaders {
  /** Sent with the pages and files of the web app. */
  page: Record<string, string>;
  /**
   * Sent with every API answer, errors included: JSON is never rendered as a page, so what
   * protects a document (script sources, DNS prefetch, XSS filter…) is left out and what remains
   * forbids everything (OWASP's headers for REST answers). Fewer, shorter headers: each one is
   * checked by Node on every answer.
   */
  api: Record<string, string>;
  /**
   * Sent with the app's hashed files (/assets/: scripts, styles, pictures). A policy protects the
   * document that loads them, not the files (the worker, which has its own, is not under /assets/):
   * the page's kilobyte of headers on each of a page's ~30 files cost a phone on 3G 30 KB.
   */
  asset: Record<string, string>;
  /** Strict-Transport-Security: only over HTTPS, where a browser heeds it. */
  hsts: Record<string, string>;
}

/** The origin of a `{z}/{x}/{y}` tile template (config.ts checked it is http(s)), for img-src. */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
}

/**
 * Worked out once per app: the plugin sets them per request, the framework's refusals reuse them.
 * `imgOrigins`: other origins pages may show pictures from (the map's tile server).
 */
export function securityHeaders(webDist: string, imgOrigins: readonly string[] = []): SecurityHeaders {
  const { 'strict-transport-security': hsts, ...page } = precomputeHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imgOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Pictures are served to the same origin only; the app never embeds other sites.
    crossOriginEmbedderPolicy: false,
  });
  const api = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const asset = { 'cross-origin-resource-policy': 'same-origin', 'x-content-type-options': 'nosniff' };
  return { page, api, asset, hsts: hsts ? { 'strict-transport-security': hsts } : {} };
}

export const securityPlugin = fp(async (app: FastifyInstance, { headers }: { headers: SecurityHeaders }) => {
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    reply.headers(
      url.startsWith('/api/') ? headers.api : url.startsWith('/assets/') ? headers.asset : headers.page,
    );
    // The embedded server speaks plain HTTP: HSTS there would be ignored at best. Over HTTPS —
    // as Fastify sees it, through the proxies TRUST_PROXY names — browsers must keep to HTTPS.
    if (req.protocol === 'https') reply.headers(headers.hsts);
    done();
  });

  // Generous per address: mobile carriers put many users behind one IP.
  await app.register(rateLimitPlugin, { max: app.config.rateLimitPerMinute });
});

/**
 * A limit per signed-in user, a route's preHandler (its `requireAuth` ran in onRequest): counted on
 * the id the verified token names, so no way of writing the Authorization header, and no
 * second session, buys more tries. Each call is its own limit (its route's). Like the
 * per-address limit: per process, or in Redis for every process when REDIS_URL is set.
 */
export function perUserLimit({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new FixedWindows(windowMs);
  let shared: SharedWindows | undefined;
  return (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
    if (!req.authUser) return done(unauthorized(MSG.unauthenticated));
    const key = `user:${req.authUser.id}`;
    const redis = req.server.sharedLimits;
    if (!redis) return done(overLimit(max, windows.hit(key)));
    shared ??= new SharedWindows(
      redis,
      `utilisateur:${req.method} ${req.routeOptions.url}:${max}/${windowMs}`,
      windowMs,
    );
    void shared.hit(key).then((count) => done(overLimit(max, count)));
  };
}
