import type { LiveEvent } from '@comoe/shared/events';
import type * as IORedis from 'ioredis';
import { lazyModule } from '../lazy-module.ts';
import { isNotice, ListeningBus, type AccountNotice, type BusMessage, type StreamNotice } from './bus.ts';
import type { Catchup } from './event-log.ts';
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
        if (logged) this.emitEvent(JSON.parse(logged.json) as LiveEvent, logged.id);
        else this.listeners.emitNotice(JSON.parse(message) as StreamNotice | AccountNotice, onError);
      } catch (err) {
        onError(err);
      }
    });
    // Pub/sub does not send again what was published while the connection was down: after a
    // reconnection (ioredis subscribes again by itself), caches forget what no notice may now say.
    let connections = 0;
    this.sub.on('ready', () => {
      if (++connections > 1) this.listeners.emitGap(onError);
    });
    // Listening first, then reading where the log is: no event falls between the two.
    this.ready = this.sub.subscribe(this.channel).then(async () => this.startAt(await this.log.last()));
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
