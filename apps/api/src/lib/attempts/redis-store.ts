import type * as IORedis from 'ioredis';
import { lazyModule } from '../lazy-module.ts';
import type { AttemptKey, AttemptStore, TryAnswer } from './attempt-store.ts';

const ioredis = lazyModule<typeof IORedis>('ioredis');

// The rules of policy.ts, run by Redis itself, so that a try is taken on all its keys at once
// or on none, across processes. A key is a hash: f (failures), b (blocked until, ms), e (expires
// at, ms). ARGV: now, then per key its policy (free tries, base delay, cap, window). The key's
// TTL only collects keys nobody uses any more (a minute past the state's own expiry).
const RESERVE = `
local now = tonumber(ARGV[1])
local states, wait = {}, 0
for i, key in ipairs(KEYS) do
  local s = redis.call('HMGET', key, 'f', 'b', 'e')
  local f, b, e = tonumber(s[1]) or 0, tonumber(s[2]) or 0, tonumber(s[3]) or 0
  if e <= now then f = 0; b = 0 end
  if b > now then wait = math.max(wait, b - now) end
  states[i] = f
end
if wait > 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  local o = 1 + (i - 1) * 4
  local free, base, cap, window = tonumber(ARGV[o + 1]), tonumber(ARGV[o + 2]), tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4])
  local f = states[i] + 1
  local delay = 0
  if f >= free then delay = math.min(cap, base * 2 ^ (f - free)) end
  local b = now + delay
  redis.call('HSET', key, 'f', f, 'b', b, 'e', math.max(now + window, b))
  redis.call('PEXPIRE', key, math.max(window, delay) + 60000)
end
return {1, 0}`;

type Scripted = IORedis.Redis & {
  essaisReserve(numberOfKeys: number, ...args: Array<string | number>): Promise<[number, number]>;
};

/** Tries counted in Redis when REDIS_URL is set: one count for every process, each try one script. */
export class RedisAttemptStore implements AttemptStore {
  readonly #redis: Scripted;

  constructor(
    url: string,
    private readonly prefix: string,
    onError: (err: unknown) => void,
  ) {
    const redis = new (ioredis().Redis)(url, { maxRetriesPerRequest: 3 });
    redis.on('error', onError);
    redis.defineCommand('essaisReserve', { lua: RESERVE });
    this.#redis = redis as Scripted;
  }

  async reserve(keys: AttemptKey[], now: number): Promise<TryAnswer> {
    const policies = keys.flatMap(({ policy: p }) => [p.freeTries, p.baseDelayMs, p.maxDelayMs, p.windowMs]);
    const [allowed, retryAfterMs] = await this.#redis.essaisReserve(
      keys.length,
      ...keys.map((k) => this.#key(k.key)),
      now,
      ...policies,
    );
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.#redis.del(...keys.map((k) => this.#key(k)));
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => undefined);
  }

  #key(key: string): string {
    return `${this.prefix}:essais:${key}`;
  }
}
