import { pushPayloadSchema, type PushPayload } from '@comoe/shared/schemas/notifications';

/**
 * Web Push (design §6) on the page's side: ask permission after a tap, subscribe with the
 * server's VAPID key, hand the subscription to the server. The service worker
 * (public/push-sw.js) shows what arrives.
 */
export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

/** What the service worker posts to a visible page instead of showing a notification. */
export const PUSH_MESSAGE_TYPE = 'comoe:push';

export type PushDeps = {
  getPublicKey: () => Promise<string>;
  /** `POST /api/users/fcm-token` with the subscription as JSON.stringify writes it. */
  saveSubscription: (token: string) => Promise<unknown>;
  /** The worker's registration; undefined when none is active (development, a first visit offline). */
  registration?: () => Promise<ServiceWorkerRegistration | undefined>;
};

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPushState(): PushState {
  if (!isPushSupported()) return 'unsupported';
  return Notification.permission;
}

/** The VAPID key travels as base64url; pushManager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/** The worker registers after the load event: wait for it a little, not forever. */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  if (!(await navigator.serviceWorker.getRegistration())) return undefined;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
  ]);
}

/**
 * Subscribes (or keeps the subscription made with the same key) and tells the server. Returns
 * false when no service worker is there to receive pushes.
 */
export async function registerPush(deps: PushDeps): Promise<boolean> {
  const registration = await (deps.registration ?? readyRegistration)();
  if (!registration) return false;
  const key = base64UrlToBytes(await deps.getPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    // The server's keys changed: the old subscription can no longer be used.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await deps.saveSubscription(JSON.stringify(subscription));
  return true;
}

/** After a tap: the browser's question, then the subscription when allowed. */
export async function enablePush(deps: PushDeps): Promise<{ state: PushState; registered: boolean }> {
  if (!isPushSupported()) return { state: 'unsupported', registered: false };
  const state = await Notification.requestPermission();
  if (state !== 'granted') return { state, registered: false };
  return { state, registered: await registerPush(deps) };
}

/** A message from the worker, when it is a push the page should show. */
export function readPushMessage(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== PUSH_MESSAGE_TYPE) {
    return null;
  }
  const parsed = pushPayloadSchema.safeParse('payload' in data ? data.payload : undefined);
  return parsed.success ? parsed.data : null;
}
