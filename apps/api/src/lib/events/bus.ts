import type { LiveEvent } from '@comoe/shared/events';

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

export type LiveListener = (event: LiveEvent) => void;
export type NoticeListener = (notice: StreamNotice) => void;
export type AccountListener = (notice: AccountNotice) => void;

/** Carries live events to every API process's open streams, and the registries' notices. */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  subscribeNotices(listener: NoticeListener): () => void;
  subscribeAccounts(listener: AccountListener): () => void;
  close(): Promise<void>;
}

/** Local fan-out shared by both buses: a failing listener never stops the others. */
export class Listeners {
  private readonly events = new Set<LiveListener>();
  private readonly notices = new Set<NoticeListener>();
  private readonly accounts = new Set<AccountListener>();

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

  emit(message: BusMessage, onError: (err: unknown) => void): void {
    const call = <T>(set: Set<(m: T) => void>, m: T) => {
      for (const l of set) {
        try {
          l(m);
        } catch (err) {
          onError(err);
        }
      }
    };
    if ('stream' in message) call(this.notices, message);
    else if ('account' in message) call(this.accounts, message);
    else call(this.events, message);
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

  abstract publish(message: BusMessage): Promise<void>;
  abstract close(): Promise<void>;

  subscribe(listener: LiveListener): () => void {
    return this.listeners.add(listener);
  }

  subscribeNotices(listener: NoticeListener): () => void {
    return this.listeners.addNotices(listener);
  }

  subscribeAccounts(listener: AccountListener): () => void {
    return this.listeners.addAccounts(listener);
  }
}
