import type { Agent } from 'node:https';
import type { PushPayload } from '@comoe/shared/schemas/notifications';
import type { sendNotification } from 'web-push';
import type { VapidKeys } from '../../lib/vapid-keys.ts';

interface WebPush {
  sendNotification: typeof sendNotification;
}

/** A notification kept by the push service this long when the phone is offline: orders go stale. */
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  vapid: VapidKeys & { subject: string };
  /** Test seam: the agent that trusts a local push service's certificate. */
  agent?: Agent | undefined;
  onError: (err: unknown, endpoint: string) => void;
}

/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` library, loaded on the first send only:
 * most processes idle with no subscription at all, and its crypto stack is not free in memory.
 */
export function createPushSender(opts: PushSenderOptions) {
  let lib: Promise<WebPush> | null = null;
  const load = () => (lib ??= import('web-push').then((m) => (m as { default?: WebPush }).default ?? m));

  return async function send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const webpush = await load();
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          vapidDetails: {
            subject: opts.vapid.subject,
            publicKey: opts.vapid.publicKey,
            privateKey: opts.vapid.privateKey,
          },
          ...(opts.agent ? { agent: opts.agent } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
      const status = (err as { statusCode?: unknown }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      opts.onError(err, target.endpoint);
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
