import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEALTH_MSG } from '@comoe/shared/health-messages';
import type { EventBus } from '../lib/events/bus.ts';
import { MemoryBus } from '../lib/events/memory-bus.ts';
import { RedisBus } from '../lib/events/redis-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** In-process bus by default; Redis pub/sub when REDIS_URL is set (several API processes). */
export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const onError = (err: unknown) => app.log.error({ err }, "bus d'événements");
  let bus: EventBus;
  if (app.config.redisUrl) {
    const redis = new RedisBus(app.config.redisUrl, onError, app.config.redisChannel);
    await redis.whenReady();
    // The bus's own connection answers the readiness probe: no new one per request.
    app.readiness.add({ name: 'redis', failure: HEALTH_MSG.redisDown, run: () => redis.ping() });
    bus = redis;
  } else {
    bus = new MemoryBus(onError);
  }
  app.metrics?.watchBus(bus, bus instanceof RedisBus);
  app.decorate('events', bus);
  app.addHook('onClose', () => bus.close());
});
