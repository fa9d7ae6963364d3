import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { pushPayloadSchema, type PushPayload } from '@comoe/shared/schemas/notifications';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGE_TYPE } from './web-push';

/** public/push-sw.js, run as the worker would run it, against a fake worker scope. */
type Handlers = Record<string, (event: unknown) => void>;
type FakeClient = {
  url: string;
  visibilityState: string;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

function loadWorker(windows: FakeClient[] = []) {
  const handlers: Handlers = {};
  const self = {
    location: { origin: 'https://comoe.test' },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  const code = readFileSync(join(import.meta.dirname, '../../public/push-sw.js'), 'utf8');
  runInNewContext(code, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { self, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
  text: () => String(value),
});

function client(url: string, visibilityState: 'visible' | 'hidden'): FakeClient {
  const c: FakeClient = {
    url,
    visibilityState,
    postMessage: vi.fn(),
    focus: vi.fn(async () => c),
    navigate: vi.fn(async () => c),
  };
  return c;
}

const payload: PushPayload = {
  title: 'Nouvelle commande',
  body: 'Commande AB12CD : 2 articles, 3 500 FCFA. 2 × Garba.',
  url: '/business-dashboard?tab=orders',
  tag: 'ab12cd34',
  commandeId: 'ab12cd34-0000',
};

describe('service worker push handler', () => {
  it('shows the push as a notification when no page is visible', async () => {
    const { self, dispatch } = loadWorker([client('https://comoe.test/', 'hidden')]);
    await dispatch('push', { data: pushData(payload) });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Nouvelle commande', {
      body: payload.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'fr',
      data: { url: payload.url },
      tag: 'ab12cd34',
      renotify: true,
    });
  });

  it('hands the push to a visible page instead, in the shape the page reads', async () => {
    const visible = client('https://comoe.test/business-dashboard', 'visible');
    const { self, dispatch } = loadWorker([visible]);
    await dispatch('push', { data: pushData(payload) });
    expect(self.registration.showNotification).not.toHaveBeenCalled();
    const message = visible.postMessage.mock.calls[0]?.[0] as { type: string; payload: unknown };
    expect(message.type).toBe(PUSH_MESSAGE_TYPE);
    expect(pushPayloadSchema.parse(message.payload)).toEqual(payload);
  });

  it('falls back to the default title, and never opens another site', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch('push', { data: pushData({ body: 'Bonjour', url: 'https://evil.test/' }) });
    await dispatch('push', { data: pushData('pas du JSON') });
    await dispatch('push', { data: null });
    const calls = self.registration.showNotification.mock.calls as unknown as Array<
      [string, { body: string; data: { url: string } }]
    >;
    expect(calls.map(([title, options]) => [title, options.body, options.data.url])).toEqual([
      ['Nouvelle notification', 'Bonjour', '/'],
      ['Nouvelle notification', 'pas du JSON', '/'],
      ['Nouvelle notification', '', '/'],
    ]);
  });

  it("focuses the app on the notification's page, or opens it", async () => {
    const open = client('https://comoe.test/menu', 'hidden');
    const withWindow = loadWorker([open]);
    const close = vi.fn();
    await withWindow.dispatch('notificationclick', { notification: { close, data: { url: payload.url } } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://comoe.test/business-dashboard?tab=orders');

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: '//evil.test' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith('https://comoe.test/');
  });
});
