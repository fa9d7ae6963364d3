import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/file-store/s3-store.ts';
import type { VapidKeys } from './lib/vapid-keys.ts';
import type { EnvRule } from './config/env-rule.ts';
import { invalidConfig } from './config/invalid-config.ts';
import { limitsEnv, limitsRules } from './config/limits.env.ts';
import { mapEnv, mapTiles } from './config/map.env.ts';
import { pushEnv, pushRules, vapidIdentity } from './config/push.env.ts';
import { loadOrCreateSecret, serverEnv } from './config/server.env.ts';
import { s3Settings, storesEnv, storesRules } from './config/stores.env.ts';
import type { TrustProxy } from './config/trust-proxy.ts';

// The environment is read here, once; each area's variables, defaults and cross-checks live in
// config/<area>.env.ts.
const variables = z.object({
  ...serverEnv.shape,
  ...storesEnv.shape,
  ...pushEnv.shape,
  ...limitsEnv.shape,
  ...mapEnv.shape,
});
type Env = z.infer<typeof variables>;
const rules: EnvRule<Env>[] = [...storesRules, ...pushRules, ...limitsRules];
const envSchema = rules.reduce<z.ZodType<Env, Record<string, unknown>>>(
  (schema, { check, message, path }) => schema.refine(check, { message, path }),
  variables,
);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Lets several deployments (or test runs) share one Redis without hearing each other. */
  redisChannel: string;
  jwtSecret: Uint8Array;
  jwtTtl: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  rateLimitPerMinute: number;
  /** Farthest delivery point from the business, straight line (checkout and quote refuse beyond). */
  maxDeliveryKm: number;
  /** How long the city list is served from memory (0: always read). */
  villesCacheMs: number;
  /** How long a business's menu is served from memory (0: always read). */
  menuCacheMs: number;
  /** How long a session check trusts its cached account without a change notice (plugins/auth.ts). */
  accountCacheMs: number;
  /** As Fastify's `trustProxy`: false, true, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  /** Web Push identity: given, or generated once into DATA_DIR/vapid.json. */
  vapid: VapidKeys & { subject: string };
  /** Push services a subscription may point at (host or parent domain). */
  pushServiceHosts: string[];
  /** Design §12: an order the business leaves unanswered is recalled, then cancelled. */
  orderReminderMin: number;
  orderAutoCancelMin: number;
  /** An order waiting for a courier this long alerts the business and the admins. */
  courierWaitAlertMin: number;
  /** How often each process looks for such orders (0: never, the tests sweep by hand). */
  sweepIntervalMs: number;
  /** How often each open live stream re-reads its account (deactivated, password changed: it ends). */
  streamCheckMs: number;
  /** On SIGTERM, how long requests and streams may take to finish before the rest is cut. */
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM, how long the process still serves as usual while its probe says 503, so that the
   * balancer's next health check sends traffic elsewhere before anything is refused (0: at once).
   */
  shutdownDrainMs: number;
  /** The map's tiles (`{z}/{x}/{y}` template) and the attribution their provider asks for. */
  mapTiles: { url: string; attribution: string };
  /** Prometheus' `GET /metrics` on a port of its own (0: any free one); off when undefined. */
  metricsPort: number | undefined;
  /** Where that port listens: loopback unless the scraper is on another machine. */
  metricsHost: string;
  /** The bucket every file lives in (many machines); undefined: the data folder, as by default. */
  s3: S3Settings | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw invalidConfig(parsed.error.issues);
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && !overrides.jwtSecret) {
    throw new Error('JWT_SECRET est obligatoire en production (32 caractères au moins).');
  }
  const secret = e.JWT_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisChannel: e.REDIS_CHANNEL,
    jwtSecret: new TextEncoder().encode(secret),
    jwtTtl: e.JWT_TTL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    maxDeliveryKm: e.MAX_DELIVERY_KM,
    villesCacheMs: e.VILLES_CACHE_MS,
    menuCacheMs: e.MENU_CACHE_MS,
    accountCacheMs: e.ACCOUNT_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    vapid: vapidIdentity(e, dataDir),
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    orderReminderMin: e.ORDER_REMINDER_MIN,
    orderAutoCancelMin: e.ORDER_AUTO_CANCEL_MIN,
    courierWaitAlertMin: e.COURIER_WAIT_ALERT_MIN,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    streamCheckMs: e.STREAM_CHECK_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    mapTiles: mapTiles(e),
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    s3: s3Settings(e),
    ...overrides,
  };
}
