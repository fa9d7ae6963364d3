import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import {
  isVapidPrivateKey,
  isVapidPublicKey,
  loadOrCreateVapidKeys,
  type VapidKeys,
} from './lib/vapid-keys.ts';
import type { S3Settings } from './lib/file-store/s3-store.ts';

const minutes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(fallback);

/**
 * The browsers' push services. A subscription is an address the server will call: only these
 * hosts (and their subdomains) are accepted, so nobody can make the server post to an address
 * of their choosing.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as Fastify accepts them. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` forms: `false` (the default: the socket's address is the client's),
 * a hop count (`1`: the address the nearest proxy saw), or the proxies' addresses and CIDRs
 * (`10.0.0.1,10.0.0.0/8`). `true` believes any X-Forwarded-For, a client's own included.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((v, ctx): boolean | number | string[] => {
    const value = v.trim();
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((a) => a.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'true, false, un nombre de relais ou une liste d’adresses et de plages (10.0.0.0/8) attendus',
    });
    return z.NEVER;
  });

/**
 * What Fastify is given. Fastify 5 no longer counts hops itself (a number trusts nothing), so a
 * hop count is the function proxy-addr calls per address, nearest first: the socket's address
 * is hop 0, and the first `hops` addresses are proxies. The address before them is the client's.
 */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_addr, hop) => hop < value;
}

/** OpenStreetMap's standard tiles, whose usage policy asks for this attribution. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© les contributeurs d’OpenStreetMap';

/**
 * A tile address template: http(s) with {z}, {x} and {y}. Its origin is added to the pages'
 * img-src, so anything else (a script URL, a data: URI) is refused at start-up.
 */
const mapTileUrlSchema = z
  .string()
  .default(DEFAULT_MAP_TILE_URL)
  .refine((v) => {
    if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false;
    try {
      const u = new URL(v.replace(/\{[a-z]\}/g, '0'));
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'adresse http(s) de tuiles avec {z}, {x} et {y} attendue');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    REDIS_CHANNEL: z.string().min(1).default('comoe:live-events'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET doit faire au moins 32 caractères.').optional(),
    JWT_TTL: z.string().default('30d'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WEB_DIST: z.string().optional(),
    VILLES_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    MENU_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
    ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    MAX_DELIVERY_KM: z.coerce.number().positive().max(1000).default(30),
    TRUST_PROXY: trustProxySchema,
    VAPID_PUBLIC_KEY: z
      .string()
      .refine(isVapidPublicKey, 'clé publique P-256 non compressée attendue (65 octets, base64url)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .refine(isVapidPrivateKey, 'clé privée P-256 attendue (32 octets, base64url)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:… ou https://… attendu')
      .default('mailto:contact@comoe-express.ci'),
    PUSH_SERVICE_HOSTS: z
      .string()
      .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    ORDER_REMINDER_MIN: minutes(5),
    ORDER_AUTO_CANCEL_MIN: minutes(15),
    COURIER_WAIT_ALERT_MIN: minutes(10),
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    STREAM_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    MAP_TILE_URL: mapTileUrlSchema,
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'nom de bucket S3 attendu (3 à 63 caractères : a-z, 0-9, . et -)',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((e) => !e.S3_ENDPOINT || (e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ENDPOINT demande aussi S3_BUCKET, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY',
    path: ['S3_ENDPOINT'],
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: 'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((e) => e.ORDER_AUTO_CANCEL_MIN > e.ORDER_REMINDER_MIN, {
    message: 'doit être plus long que ORDER_REMINDER_MIN (le rappel vient avant l’annulation)',
    path: ['ORDER_AUTO_CANCEL_MIN'],
  });

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
  trustProxy: boolean | number | string[];
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

/** A secret kept in DATA_DIR so sessions survive restarts without any setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuration invalide : ${detail}`);
  }
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
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : loadOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT,
    },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    orderReminderMin: e.ORDER_REMINDER_MIN,
    orderAutoCancelMin: e.ORDER_AUTO_CANCEL_MIN,
    courierWaitAlertMin: e.COURIER_WAIT_ALERT_MIN,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    streamCheckMs: e.STREAM_CHECK_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    mapTiles: {
      url: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
    },
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    ...overrides,
  };
}
