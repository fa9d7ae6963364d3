import {
  Listeners,
  type BusMessage,
  type EventBus,
  type LiveListener,
  type NoticeListener,
  type AccountListener,
} from './bus.ts';

/** One process: events go straight to its own listeners. */
export class MemoryBus implements EventBus {
  private readonly listeners = new Listeners();

  constructor(private readonly onError: (err: unknown) => void) {}

  publish(event: BusMessage): Promise<void> {
    // Delivered after the current call stack: a publisher never waits on slow streams.
    queueMicrotask(() => this.listeners.emit(event, this.onError));
    return Promise.resolve();
  }

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  subscribeNotices(listener: NoticeListener): () => void {
    return this.listeners.addNotices(listener);
  }

  subscribeAccounts(listener: AccountListener): () => void {
    return this.listeners.addAccounts(listener);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
