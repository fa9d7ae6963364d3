import type { LiveEvent } from '@comoe/shared/events';
import type * as IORedis from 'ioredis';
import { compareEventIds, parseEventId } from './event-ids.ts';
import { LOG_RETENTION_MS, MAX_REPLAY, type Catchup, type LoggedEvent } from './event-log.ts';

/**
 * One round trip, atomic: the event joins the log (a Redis stream, whose entry id becomes the
 * event's id), the log drops what is older than the retention, and the event goes out on the
 * channel with its id. Atomic, so every process hears the events in the log's order. The
 * retention counts from the new entry's own time (Redis's clock), not from a process's clock.
 */
const APPEND = `
local id = redis.call('XADD', KEYS[1], '*', 'e', ARGV[2])
local ms = tonumber(string.match(id, '^%d+'))
redis.call('XTRIM', KEYS[1], 'MINID', '~', string.format('%d', ms - tonumber(ARGV[3])))
redis.call('PUBLISH', ARGV[1], id .. ' ' .. ARGV[2])
return id`;

type Appending = IORedis.Redis & {
  appendLiveEvent(key: string, channel: string, payload: string, retentionMs: number): Promise<string>;
};

/** A message on the channel: a logged event is `<id> <JSON>`, a notice is bare JSON. */
export function splitLogged(message: string): { id: string; json: string } | null {
  if (message.startsWith('{')) return null;
  const space = message.indexOf(' ');
  return { id: message.slice(0, space), json: message.slice(space + 1) };
}

interface LogInfo {
  lastGenerated: string;
  firstEntry: string | null;
  entriesAdded: number | null;
  length: number;
}

/** XINFO STREAM's flat list of names and values, read for what the replay needs. */
function readInfo(reply: unknown): LogInfo {
  const list = Array.isArray(reply) ? (reply as unknown[]) : [];
  const fields = new Map<unknown, unknown>();
  for (let i = 0; i + 1 < list.length; i += 2) fields.set(list[i], list[i + 1]);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const first = fields.get('first-entry');
  const added = fields.get('entries-added');
  return {
    lastGenerated: text(fields.get('last-generated-id')) ?? '0-0',
    firstEntry: Array.isArray(first) ? text(first[0]) : null,
    entriesAdded: typeof added === 'number' ? added : null,
    length: Number(fields.get('length') ?? 0),
  };
}

/**
 * Did the log keep every event after `lastId`? Trimming drops the oldest entries first, so yes
 * when its first entry is not after it. `0-0` is where streams opened before any event start:
 * then yes as long as nothing was trimmed. An id after the last one is not ours (another Redis,
 * a restart that lost the log).
 */
function reachesBack(info: LogInfo, lastId: string): boolean {
  if (compareEventIds(lastId, info.lastGenerated) > 0) return false;
  if (info.firstEntry !== null && compareEventIds(info.firstEntry, lastId) <= 0) return true;
  return lastId === '0-0' && info.entriesAdded === info.length;
}

/** The shared log of live events, in a Redis stream next to the bus's channel. */
export class RedisLog {
  readonly #key: string;

  constructor(
    private readonly redis: IORedis.Redis,
    private readonly channel: string,
  ) {
    this.#key = `${channel}:journal`;
    redis.defineCommand('appendLiveEvent', { numberOfKeys: 1, lua: APPEND });
  }

  async append(event: LiveEvent): Promise<string> {
    return (this.redis as Appending).appendLiveEvent(
      this.#key,
      this.channel,
      JSON.stringify(event),
      LOG_RETENTION_MS,
    );
  }

  /** The last id the log gave, where a process starting up begins. */
  async last(): Promise<string> {
    const info = await this.redis.xinfo('STREAM', this.#key).catch(() => null);
    return readInfo(info).lastGenerated;
  }

  async since(lastId: string): Promise<Catchup> {
    if (!parseEventId(lastId)) return { kind: 'resync' };
    // One snapshot: what the log reaches back to, and what follows the id, read together.
    const replies = await this.redis
      .multi()
      .xinfo('STREAM', this.#key)
      .xrange(this.#key, `(${lastId}`, '+', 'COUNT', MAX_REPLAY + 1)
      .exec();
    const [info, range] = replies ?? [];
    // No log at all (never written, or Redis lost it): nothing to replay from.
    if (!info || info[0] || !range || range[0]) return { kind: 'resync' };
    const log = readInfo(info[1]);
    const entries = range[1] as Array<[string, string[]]>;
    if (!reachesBack(log, lastId) || entries.length > MAX_REPLAY) return { kind: 'resync' };
    const events: LoggedEvent[] = entries.map(([id, values]) => ({
      id,
      event: JSON.parse(values[1] ?? 'null') as LiveEvent,
    }));
    return { kind: 'events', events, until: log.lastGenerated };
  }
}
