import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const client = { id: 4, telephone: '0700000001', role: 'CLIENT', token: 'jwt-4' } as const;

/** The store reads storage once, when its module loads: each test loads a fresh one. */
async function loadStore() {
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('session store', () => {
  it('starts signed in when a user is stored', async () => {
    window.localStorage.setItem('user', JSON.stringify(client));
    window.localStorage.setItem('token', client.token);
    const { useSession } = await loadStore();
    expect(useSession.getState().user).toEqual(client);
  });

  it('starts signed out, with storage wiped, when the stored user is unreadable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user', 'undefined');
    window.localStorage.setItem('token', 'jwt');
    const { useSession } = await loadStore();
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('signs in and out, remembering who left', async () => {
    const { useSession, startSession, endSession } = await loadStore();
    startSession({ ...client, role: 'ADMIN' });
    expect(window.localStorage.getItem('token')).toBe('jwt-4');
    endSession();
    expect(useSession.getState()).toMatchObject({ user: null, lastRole: 'ADMIN' });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    window.localStorage.setItem('user', JSON.stringify(client));
    window.localStorage.setItem('token', client.token);
    const { useSession, followOtherTabs } = await loadStore();
    const stop = followOtherTabs();

    window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: 'x', newValue: null }));
    expect(useSession.getState().user).toEqual(client);

    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: client.token, newValue: null }),
    );
    expect(useSession.getState().user).toBeNull();
    stop();
  });

  it('follows another tab clearing all storage', async () => {
    window.localStorage.setItem('user', JSON.stringify(client));
    const { useSession, followOtherTabs } = await loadStore();
    const stop = followOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(useSession.getState().user).toBeNull();
    stop();
  });
});
