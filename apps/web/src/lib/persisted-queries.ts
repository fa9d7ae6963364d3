import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * Some answers stay readable without network: the last good answer of the chosen queries is kept
 * in the browser's storage and put back in the cache when the page opens again, offline or not.
 * Shown at once, refetched as soon as the network allows (TanStack Query's own rules).
 */
export type PersistOptions = {
  /** Storage key; one per user, so that a shared phone never shows another user's data. */
  key: string;
  /** Which queries to keep. */
  keep: (query: Query) => boolean;
  /** Older snapshots are dropped rather than shown. */
  maxAgeMs: number;
  /** Bumped when the shape of what is kept changes: an old snapshot is then dropped. */
  version: number;
  storage?: Storage;
};

type Snapshot = { version: number; savedAt: number; state: DehydratedState };

const WRITE_DELAY_MS = 300;

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Snapshot>;
  return typeof v.version === 'number' && typeof v.savedAt === 'number' && typeof v.state === 'object';
}

/** Puts the kept answers back in the cache; a fresher answer already there wins. */
export function restoreQueries(client: QueryClient, options: PersistOptions, now = Date.now()): void {
  const storage = options.storage ?? window.localStorage;
  const raw = storage.getItem(options.key);
  if (raw === null) return;
  try {
    const snapshot: unknown = JSON.parse(raw);
    if (
      !isSnapshot(snapshot) ||
      snapshot.version !== options.version ||
      now - snapshot.savedAt > options.maxAgeMs
    ) {
      storage.removeItem(options.key);
      return;
    }
    hydrate(client, snapshot.state);
  } catch (error) {
    console.error('Données hors ligne illisibles, ignorées', error);
    storage.removeItem(options.key);
  }
}

/** Keeps the chosen answers after each success; returns the function that stops. */
export function persistQueries(client: QueryClient, options: PersistOptions): () => void {
  const storage = options.storage ?? window.localStorage;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = () => {
    timer = null;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && options.keep(query),
      shouldDehydrateMutation: () => false,
    });
    const snapshot: Snapshot = { version: options.version, savedAt: Date.now(), state };
    try {
      storage.setItem(options.key, JSON.stringify(snapshot));
    } catch (error) {
      // Storage full or refused (private browsing): the page still works, only not offline.
      console.error('Données hors ligne non enregistrées', error);
    }
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !options.keep(event.query as Query))
      return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });

  return () => {
    unsubscribe();
    if (timer !== null) {
      clearTimeout(timer);
      write();
    }
  };
}

export function forgetQueries(key: string, storage: Storage = window.localStorage): void {
  storage.removeItem(key);
}
