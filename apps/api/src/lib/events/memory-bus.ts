import { isNotice, ListeningBus, type BusMessage } from './bus.ts';
import type { Catchup } from './event-log.ts';
import { MemoryLog } from './memory-log.ts';

/** One process: events go straight to its own listeners, and to its own log. */
export class MemoryBus extends ListeningBus {
  constructor(
    onError: (err: unknown) => void,
    private readonly log = new MemoryLog(),
  ) {
    super(log.start, onError);
  }

  publish(message: BusMessage): Promise<void> {
    // Delivered after the current call stack: a publisher never waits on slow streams. The id is
    // given now, so listeners hear events in the log's order.
    if (isNotice(message)) {
      queueMicrotask(() => this.listeners.emitNotice(message, this.onError));
    } else {
      const id = this.log.append(message);
      queueMicrotask(() => this.emitEvent(message, id));
    }
    return Promise.resolve();
  }

  since(lastId: string): Promise<Catchup> {
    return Promise.resolve(this.log.since(lastId));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
