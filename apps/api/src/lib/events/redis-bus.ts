import type * as IORedis from 'ioredis';
import { lazyModule } from '../lazy-module.ts';
import { ListeningBus, type BusMessage } from './bus.ts';

const ioredis = lazyModule<typeof IORedis>('ioredis');

/**
 * Several API processes behind a load balancer: each publishes to Redis and delivers
 * what Redis sends back (its own events included) to the streams it holds.
 */
export class RedisBus extends ListeningBus {
  private readonly pub: IORedis.Redis;
  private readonly sub: IORedis.Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    onError: (err: unknown) => void,
    private readonly channel: string,
  ) {
    super();
    this.pub = new (ioredis().Redis)(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new (ioredis().Redis)(url, { lazyConnect: false });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (ch: string, message: string) => {
      if (ch !== this.channel) return;
      try {
        this.listeners.emit(JSON.parse(message) as BusMessage, onError);
      } catch (err) {
        onError(err);
      }
    });
    this.ready = this.sub.subscribe(this.channel);
  }

  /** Resolves once this instance listens, so nothing published after start-up is missed. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(event: BusMessage): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    await this.pub.quit().catch(() => undefined);
  }
}
