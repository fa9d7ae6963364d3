import type { LiveEvent } from '@comoe/shared/events';

export type LiveListener = (event: LiveEvent) => void;

/** Carries live events to every API process's open streams. */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Local fan-out shared by both buses: a failing listener never stops the others. */
export class Listeners {
  private readonly set = new Set<LiveListener>();

  add(listener: LiveListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(event: LiveEvent, onError: (err: unknown) => void): void {
    for (const l of this.set) {
      try {
        l(event);
      } catch (err) {
        onError(err);
      }
    }
  }

  get size(): number {
    return this.set.size;
  }
}
