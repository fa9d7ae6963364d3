import type { LiveEvent } from '@comoe/shared/events';
import type * as IORedis from 'ioredis';
import { lazyModule } from '../lazy-module.ts';
import { isNotice, ListeningBus, type AccountNotice, type BusMessage, type StreamNotice } from './bus.ts';
import { compareEventIds } from './event-ids.ts';
import type { Catchup, LoggedEvent } from './event-log.ts';
import { RedisLog, splitLogged } from './redis-log.ts';

const ioredis = lazyModule<typeof IORedis>('ioredis');

/**
 * Several API processes behind a load balancer: each publishes to Redis and delivers
 * what Redis sends back (its own events included) to the streams it holds. Live events also
 * go to a Redis stream, the log that reconnecting streams read what they missed from.
 */
export class RedisBus extends ListeningBus {
  private readonly pub: IORedis.Redis;
  private readonly sub: IORedis.Redis;
  private readonly log: RedisLog;
  private readonly ready: Promise<unknown>;
  /** Live events that arrive while a gap is being filled from the log, in their order. */
  #held: LoggedEvent[] | null = null;

  constructor(
    url: string,
    onError: (err: unknown) => void,
    private readonly channel: string,
  ) {
    super('0-0', onError);
    this.pub = new (ioredis().Redis)(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new (ioredis().Redis)(url, { lazyConnect: false });
    this.log = new RedisLog(this.pub, channel);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (ch: string, message: string) => {
      if (ch !== this.channel) return;
      try {
        const logged = splitLogged(message);
        if (!logged) this.listeners.emitNotice(JSON.parse(message) as StreamNotice | AccountNotice, onError);
        // Held while the missed ones are read: a stream writes ids in order and skips older ones.
        else if (this.#held) this.#held.push({ id: logged.id, event: JSON.parse(logged.json) as LiveEvent });
        else this.emitEvent(JSON.parse(logged.json) as LiveEvent, logged.id);
      } catch (err) {
        onError(err);
      }
    });
    // Pub/sub does not send again what was published while the connection was down (or when Redis
    // cut a subscriber too slow to read): after a reconnection, the events come from the log, and
    // caches forget what no notice may now say.
    let connections = 0;
    this.sub.on('ready', () => {
      if (++connections > 1) void this.#afterGap().catch(onError);
    });
    // Listening first, then reading where the log is: no event falls between the two.
    this.ready = this.sub.subscribe(this.channel).then(async () => this.startAt(await this.log.last()));
  }

  async #afterGap(): Promise<void> {
    this.#held ??= [];
    this.listeners.emitGap(this.onError);
    try {
      // Subscribed again first (a no-op if ioredis already did): what comes after arrives live.
      await this.sub.subscribe(this.channel);
      const missed = await this.log.since(this.position());
      // Beyond the log, streams that reconnect get `resync`; those that stayed open cannot be helped.
      if (missed.kind === 'resync')
        throw new Error('bus Redis : coupure plus longue que le journal des événements');
      for (const { id, event } of missed.events) this.emitEvent(event, id);
    } finally {
      const held = this.#held;
      this.#held = null;
      for (const { id, event } of held)
        if (compareEventIds(id, this.position()) > 0) this.emitEvent(event, id);
    }
  }

  /** Resolves once this instance listens, so nothing published after start-up is missed. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(message: BusMessage): Promise<void> {
    if (isNotice(message)) await this.pub.publish(this.channel, JSON.stringify(message));
    else await this.log.append(message);
  }

  since(lastId: string): Promise<Catchup> {
    return this.log.since(lastId);
  }

  /** For the readiness probe (GET /api/health/ready): both connections up, and Redis answers. */
  async ping(): Promise<void> {
    for (const c of [this.pub, this.sub]) {
      if (c.status !== 'ready') throw new Error(`connexion Redis : ${c.status}`);
    }
    await this.pub.ping();
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    await this.pub.quit().catch(() => undefined);
  }
}
