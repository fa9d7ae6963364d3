import type * as IORedis from 'ioredis';
import { FixedWindows } from './fixed-windows.ts';
import { lazyModule } from './lazy-module.ts';

const ioredis = lazyModule<typeof IORedis>('ioredis');

// One fixed window per key, counted by Redis for every process: the count and the time left, in
// one round trip. PTTL < 0 is a first hit (or a key that lost its expiry): the window starts now.
// ARGV[1]: the window, ms.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** After a failed count, how long requests are counted in the process before Redis is asked again. */
const PAUSE_AFTER_FAILURE_MS = 1000;
/** Past this, a count Redis has not answered is given up: a slow Redis must not slow every request. */
const COMMAND_TIMEOUT_MS = 1000;
/** Start-up waits this long for Redis at most, so the first requests are counted in it too. */
const CONNECT_WAIT_MS = 2000;

export interface WindowCount {
  count: number;
  ttlMs: number;
}

export interface LimitsLog {
  warn: (obj: object, msg: string) => void;
  info: (msg: string) => void;
}

type Scripted = IORedis.Redis & {
  limiteHit(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * Request counters every API process shares (REDIS_URL). A count Redis cannot give answers
 * null at once, and the caller counts in its own process instead: a Redis that blinks must
 * neither fail every request nor lift the limits, only make them per process for a while.
 */
export class RedisWindows {
  readonly #redis: Scripted;
  #pausedUntil = 0;
  #down = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: LimitsLog,
  ) {
    // No offline queue and no retries: while the connection is away a count fails at once
    // (and is taken in the process) rather than waiting for Redis to come back.
    const redis = new (ioredis().Redis)(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    redis.on('error', (err: unknown) => this.#failed(err));
    redis.on('ready', () => this.#recovered());
    redis.defineCommand('limiteHit', { numberOfKeys: 1, lua: HIT });
    this.#redis = redis as Scripted;
  }

  /** Resolves once connected, or once the first try failed, or after a bound: never rejects. */
  whenConnected(): Promise<void> {
    if (this.#redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#redis.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      this.#redis.once('ready', done).once('error', done);
    });
  }

  /** Whether counts go to Redis right now. */
  get available(): boolean {
    return this.#redis.status === 'ready' && Date.now() >= this.#pausedUntil;
  }

  /** Counts one more request under `key` (the prefix is added); null when Redis did not answer. */
  async hit(key: string, windowMs: number): Promise<WindowCount | null> {
    if (this.#redis.status !== 'ready') {
      // A connection closed cleanly raises no error event: the first count missed says it.
      this.#wentDown(undefined);
      return null;
    }
    if (Date.now() < this.#pausedUntil) return null;
    try {
      const [count, ttlMs] = await this.#redis.limiteHit(`${this.prefix}:limites:${key}`, windowMs);
      return { count, ttlMs };
    } catch (err) {
      this.#failed(err);
      return null;
    }
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }

  #failed(err: unknown): void {
    this.#pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    this.#wentDown(err);
  }

  #wentDown(err: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.log.warn({ err }, 'limites de requêtes : Redis ne répond pas, comptées par processus en attendant');
  }

  #recovered(): void {
    this.#pausedUntil = 0;
    if (!this.#down) return;
    this.#down = false;
    this.log.info('limites de requêtes : de nouveau comptées dans Redis');
  }
}

/** A limit's windows in Redis, under its own name, with this process's own windows to fall back on. */
export class SharedWindows {
  readonly #local: FixedWindows;

  constructor(
    private readonly redis: RedisWindows,
    private readonly name: string,
    private readonly windowMs: number,
  ) {
    this.#local = new FixedWindows(windowMs);
  }

  async hit(key: string): Promise<WindowCount> {
    return (await this.redis.hit(`${this.name}:${key}`, this.windowMs)) ?? this.#local.hit(key);
  }
}
