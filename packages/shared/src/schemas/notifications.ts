import { z } from 'zod';
import type { Role } from '../enums.ts';
import { MSG } from '../messages.ts';
import { safeString } from '../validation.ts';
import { pageOf, pagingQuery } from './common.ts';

export const notificationsQuerySchema = z.object(pagingQuery);

export const notificationSchema = z.object({
  id: z.number(),
  titre: z.string(),
  corps: z.string(),
  commandeId: z.string().nullable(),
  lu: z.boolean(),
  date: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the signed-in user's, newest first, with the unread count. */
export const notificationsPageSchema = pageOf(notificationSchema).extend({
  nonLues: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `GET /api/push/cle-publique`: the VAPID public key, base64url, for `pushManager.subscribe`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** A browser PushSubscription as `JSON.stringify` writes it. */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: MSG.pushSubscriptionInvalid })
    .max(1000, MSG.pushSubscriptionInvalid),
  keys: z.object({
    p256dh: safeString().min(1).max(200),
    auth: safeString().min(1).max(100),
  }),
});

/**
 * `POST /api/users/fcm-token` `{ token }`: the spec's FCM token is, here, the serialized
 * PushSubscription of the browser (design §6).
 */
export const pushTokenSchema = z.object({
  token: safeString({ error: MSG.pushSubscriptionInvalid })
    .max(4000, MSG.pushSubscriptionInvalid)
    .transform((raw, ctx) => {
      try {
        return pushSubscriptionJsonSchema.parse(JSON.parse(raw));
      } catch {
        ctx.addIssue({ code: 'custom', message: MSG.pushSubscriptionInvalid });
        return z.NEVER;
      }
    }),
});

/** What a Web Push message carries (encrypted); the service worker shows it as a notification. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page to open when the notification is tapped. */
  url: z.string(),
  /** Same tag, same notification: a newer one replaces it instead of piling up. */
  tag: z.string().optional(),
  commandeId: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The page a tapped notification opens, by the recipient's role. */
export const NOTIFICATION_URLS: Record<Role, string> = {
  CLIENT: '/orders_client',
  ENTREPRISE: '/business-dashboard?tab=orders',
  LIVREUR: '/delivery-dashboard',
  ADMIN: '/admin/notifications',
};
