import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQueries, persistQueries, restoreQueries, type PersistOptions } from './persisted-queries';

const options: PersistOptions = {
  key: 'comoe:test:3',
  keep: (query) => query.queryKey[0] === 'livreur',
  maxAgeMs: 60_000,
  version: 1,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function answered(client: QueryClient, key: string[], data: unknown) {
  await client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(data) });
}

describe('answers kept for offline use', () => {
  it('keeps only the chosen queries and puts them back in a new cache', async () => {
    const first = new QueryClient();
    const stop = persistQueries(first, options);
    await answered(first, ['livreur', 'missions'], [{ id: 'a' }]);
    await answered(first, ['business', 'orders'], ['secret']);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();

    const next = new QueryClient();
    restoreQueries(next, options);
    expect(next.getQueryData(['livreur', 'missions'])).toEqual([{ id: 'a' }]);
    expect(next.getQueryData(['business', 'orders'])).toBeUndefined();
    // Shown at once, but refetched as soon as the network allows.
    expect(next.getQueryState(['livreur', 'missions'])?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('writes what is pending when stopped', async () => {
    const client = new QueryClient();
    const stop = persistQueries(client, options);
    await answered(client, ['livreur', 'stats'], { n: 1 });
    stop();
    expect(window.localStorage.getItem(options.key)).toContain('"n":1');
  });

  it('drops a snapshot too old, of another version, or unreadable', async () => {
    const client = new QueryClient();
    const stop = persistQueries(client, options);
    await answered(client, ['livreur', 'stats'], { n: 1 });
    stop();

    const later = new QueryClient();
    restoreQueries(later, options, Date.now() + 61_000);
    expect(later.getQueryData(['livreur', 'stats'])).toBeUndefined();
    expect(window.localStorage.getItem(options.key)).toBeNull();

    window.localStorage.setItem(options.key, JSON.stringify({ version: 0, savedAt: Date.now(), state: {} }));
    restoreQueries(later, options);
    expect(window.localStorage.getItem(options.key)).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(options.key, '{pas du json');
    restoreQueries(later, options);
    expect(window.localStorage.getItem(options.key)).toBeNull();
  });

  it('forgets on demand (sign-out)', () => {
    window.localStorage.setItem(options.key, '{}');
    forgetQueries(options.key);
    expect(window.localStorage.getItem(options.key)).toBeNull();
  });
});
