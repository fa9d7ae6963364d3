import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { Handover } from './handover';

/** Where handovers wait for the network. */
export interface OutboxStore {
  list(): Promise<Handover[]>;
  put(handover: Handover): Promise<void>;
  remove(key: string): Promise<void>;
}

/** On the phone, in IndexedDB: survives a closed tab, a reboot, a dead battery. */
export function indexedDbOutboxStore(): OutboxStore {
  let store: UseStore | null = null;
  const db = () => (store ??= createStore('comoe-livreur', 'envois'));
  return {
    list: () => values<Handover>(db()),
    put: (handover) => set(handover.key, handover, db()),
    remove: (key) => del(key, db()),
  };
}

/** Where IndexedDB is missing or refused (some private modes): online use still works. */
export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, Handover>();
  return {
    list: () => Promise.resolve([...entries.values()]),
    put: (handover) => {
      entries.set(handover.key, handover);
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
