import { ListeningBus, type BusMessage } from './bus.ts';

/** One process: events go straight to its own listeners. */
export class MemoryBus extends ListeningBus {
  constructor(private readonly onError: (err: unknown) => void) {
    super();
  }

  publish(event: BusMessage): Promise<void> {
    // Delivered after the current call stack: a publisher never waits on slow streams.
    queueMicrotask(() => this.listeners.emit(event, this.onError));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
