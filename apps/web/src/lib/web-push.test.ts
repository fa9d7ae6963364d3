import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes, enablePush, PUSH_MESSAGE_TYPE, readPushMessage, registerPush } from './web-push';

// 65 bytes, as a P-256 public key is.
const KEY = Array.from({ length: 65 }, (_, i) => i);
const KEY_B64URL = btoa(String.fromCharCode(...KEY))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

function fakeRegistration(existing: { key: number[] } | null = null) {
  const made = {
    endpoint: 'https://push.example.test/abc',
    toJSON: () => ({ endpoint: 'https://push.example.test/abc', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const current = existing && {
    options: { applicationServerKey: new Uint8Array(existing.key).buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint: 'https://push.example.test/old', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => made),
  };
  return { registration: { pushManager } as unknown as ServiceWorkerRegistration, pushManager, current };
}

afterEach(() => vi.unstubAllGlobals());

describe('web push', () => {
  it('decodes the base64url VAPID key', () => {
    expect(Array.from(base64UrlToBytes(KEY_B64URL))).toEqual(KEY);
  });

  it('subscribes with the server key, visible only, and hands over the JSON subscription', async () => {
    const { registration, pushManager } = fakeRegistration();
    const saveSubscription = vi.fn(async (_token: string) => undefined);
    const ok = await registerPush({
      getPublicKey: async () => KEY_B64URL,
      saveSubscription,
      registration: async () => registration,
    });
    expect(ok).toBe(true);
    const options = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(Array.from(options[0].applicationServerKey as Uint8Array)).toEqual(KEY);
    expect(JSON.parse(saveSubscription.mock.calls[0]![0])).toEqual({
      endpoint: 'https://push.example.test/abc',
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('keeps a subscription made with the same key, replaces one made with another', async () => {
    const same = fakeRegistration({ key: KEY });
    const save = vi.fn(async (_token: string) => undefined);
    await registerPush({
      getPublicKey: async () => KEY_B64URL,
      saveSubscription: save,
      registration: async () => same.registration,
    });
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    expect(save.mock.calls[0]![0]).toContain('/old');

    const other = fakeRegistration({ key: [1, 2, 3] });
    await registerPush({
      getPublicKey: async () => KEY_B64URL,
      saveSubscription: save,
      registration: async () => other.registration,
    });
    expect(other.current?.unsubscribe).toHaveBeenCalled();
    expect(other.pushManager.subscribe).toHaveBeenCalled();
  });

  it('does nothing without a service worker', async () => {
    const save = vi.fn();
    expect(
      await registerPush({
        getPublicKey: async () => KEY_B64URL,
        saveSubscription: save,
        registration: async () => undefined,
      }),
    ).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('asks permission first and subscribes only when granted', async () => {
    const { registration, pushManager } = fakeRegistration();
    const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'denied');
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const deps = {
      getPublicKey: async () => KEY_B64URL,
      saveSubscription: vi.fn(),
      registration: async () => registration,
    };

    expect(await enablePush(deps)).toEqual({ state: 'denied', registered: false });
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    requestPermission.mockResolvedValueOnce('granted');
    expect(await enablePush(deps)).toEqual({ state: 'granted', registered: true });
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('reads only the pushes the worker posts', () => {
    const payload = {
      title: 'Nouvelle commande',
      body: 'Commande A',
      url: '/business-dashboard?tab=orders',
      commandeId: null,
    };
    expect(readPushMessage({ type: PUSH_MESSAGE_TYPE, payload })).toEqual(payload);
    expect(readPushMessage({ type: 'autre', payload })).toBeNull();
    expect(readPushMessage({ type: PUSH_MESSAGE_TYPE, payload: { title: 1 } })).toBeNull();
    expect(readPushMessage('texte')).toBeNull();
  });
});
