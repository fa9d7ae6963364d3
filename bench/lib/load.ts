import autocannon, { type Request } from 'autocannon';
import { BENCH_HOST } from './server.ts';

export interface LoadOptions {
  connections: number;
  /** Each round loads every route once, one after the other. */
  rounds: number;
  durationSec: number;
  warmupSec: number;
}

/** What each request carries: GET without headers unless told. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence of requests whose functions run in the load thread (see `Request`). */
  requests?: Request[];
}

export interface LoadFigures {
  reqPerSec: number;
  /** 2xx answers per second of the measured run. */
  okPerSec: number;
  latencyAvgMs: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, connection errors and timeouts: any of them spoils the figure. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers by HTTP status, e.g. { "201": 9120 }. */
  statusCodes: Record<string, number>;
}

/** Bounds every run, whatever the environment asks for. */
const MAX_DURATION_SEC = 120;
const MAX_ROUNDS = 10;

/** A number from the environment, clamped so that a typo cannot make a run endless. */
export function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} doit être un nombre.`);
  return Math.min(Math.max(value, min), max);
}

export function loadOptionsFromEnv(): LoadOptions {
  return {
    connections: 50,
    rounds: Math.round(numberFromEnv('BENCH_ROUNDS', 3, 1, MAX_ROUNDS)),
    durationSec: numberFromEnv('BENCH_DURATION', 10, 1, MAX_DURATION_SEC),
    warmupSec: numberFromEnv('BENCH_WARMUP', 2, 0, MAX_DURATION_SEC),
  };
}

function run(url: string, connections: number, durationSec: number, req: LoadRequest) {
  // One worker thread generates the load so that it does not share the server's event loop.
  return autocannon({ url, connections, duration: durationSec, workers: 1, ...req });
}

/** Warms the route up, then loads it for a fixed time with a fixed number of connections. */
export async function measure(url: string, opts: LoadOptions, req: LoadRequest = {}): Promise<LoadFigures> {
  if (new URL(url).hostname !== BENCH_HOST) throw new Error(`Charge refusée hors de ${BENCH_HOST} : ${url}`);
  if (opts.warmupSec > 0) await run(url, opts.connections, opts.warmupSec, req);
  const r = await run(url, opts.connections, opts.durationSec, req);
  return {
    reqPerSec: r.requests.average,
    okPerSec: r['2xx'] / r.duration,
    latencyAvgMs: r.latency.average,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}
