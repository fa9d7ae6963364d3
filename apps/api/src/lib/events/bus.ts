import type { LiveEvent } from '@comoe/shared/events';
import type { Catchup } from './event-log.ts';
import { compareEventIds } from './event-ids.ts';

/**
 * Between the processes' stream registries, never to a client: a user's stream opened or
 * ended somewhere, so that every process counts the user's streams (5 at most).
 */
export interface StreamNotice {
  stream: { kind: 'ouvert' | 'ferme'; userId: number; id: string; openedAt: number };
}

/**
 * Between the processes' account caches: what the session check reads of this account (status,
 * role, token version, existence) changed, so every process reads it again on its next request.
 */
export interface AccountNotice {
  account: { userId: number };
}

/** What the bus carries: live events for the clients, the registries' and the caches' notices. */
export type BusMessage = LiveEvent | StreamNotice | AccountNotice;

export function isNotice(message: BusMessage): message is StreamNotice | AccountNotice {
  return 'stream' in message || 'account' in message;
}

/** Called in id order: each process hears the events in the order the shared log holds them. */
export type LiveListener = (event: LiveEvent, id: string) => void;
export type NoticeListener = (notice: StreamNotice) => void;
export type AccountListener = (notice: AccountNotice) => void;

/**
 * Carries live events to every API process's open streams, and the registries' notices. Live
 * events also go to a short log shared by the processes, for streams that reconnect.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  /** The id of the last live event this process handed to its listeners: where a new stream starts. */
  position(): string;
  /** The live events published after `lastId`, read from the shared log. */
  since(lastId: string): Promise<Catchup>;
  subscribe(listener: LiveListener): () => void;
  subscribeNotices(listener: NoticeListener): () => void;
  subscribeAccounts(listener: AccountListener): () => void;
  /**
   * Called when this process may have missed notices (its Redis subscription was cut and is back):
   * what was kept because nothing said it changed must be read again.
   */
  subscribeGaps(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Local fan-out shared by both buses: a failing listener never stops the others. */
export class Listeners {
  private readonly events = new Set<LiveListener>();
  private readonly notices = new Set<NoticeListener>();
  private readonly accounts = new Set<AccountListener>();
  private readonly gaps = new Set<() => void>();

  add(listener: LiveListener): () => void {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }

  addNotices(listener: NoticeListener): () => void {
    this.notices.add(listener);
    return () => this.notices.delete(listener);
  }

  addAccounts(listener: AccountListener): () => void {
    this.accounts.add(listener);
    return () => this.accounts.delete(listener);
  }

  addGaps(listener: () => void): () => void {
    this.gaps.add(listener);
    return () => this.gaps.delete(listener);
  }

  emitGap(onError: (err: unknown) => void): void {
    for (const l of this.gaps) {
      try {
        l();
      } catch (err) {
        onError(err);
      }
    }
  }

  emitEvent(event: LiveEvent, id: string, onError: (err: unknown) => void): void {
    for (const l of this.events) {
      try {
        l(event, id);
      } catch (err) {
        onError(err);
      }
    }
  }

  emitNotice(notice: StreamNotice | AccountNotice, onError: (err: unknown) => void): void {
    const call = <T>(set: Set<(m: T) => void>, m: T) => {
      for (const l of set) {
        try {
          l(m);
        } catch (err) {
          onError(err);
        }
      }
    };
    if ('stream' in notice) call(this.notices, notice);
    else call(this.accounts, notice);
  }

  get size(): number {
    return this.events.size;
  }
}

/**
 * What both buses share: their process's listeners, and subscribing to them. Each bus carries
 * messages its own way.
 */
export abstract class ListeningBus implements EventBus {
  protected readonly listeners = new Listeners();
  #position: string;

  constructor(
    start: string,
    protected readonly onError: (err: unknown) => void,
  ) {
    this.#position = start;
  }

  abstract publish(message: BusMessage): Promise<void>;
  abstract since(lastId: string): Promise<Catchup>;
  abstract close(): Promise<void>;

  position(): string {
    return this.#position;
  }

  /** Hands an event to this process's streams, and moves the position new streams start from. */
  protected emitEvent(event: LiveEvent, id: string): void {
    if (compareEventIds(id, this.#position) > 0) this.#position = id;
    this.listeners.emitEvent(event, id, this.onError);
  }

  /** Where the log already was when this process started listening (Redis: other processes). */
  protected startAt(id: string): void {
    if (compareEventIds(id, this.#position) > 0) this.#position = id;
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

  subscribeGaps(listener: () => void): () => void {
    return this.listeners.addGaps(listener);
  }
}
