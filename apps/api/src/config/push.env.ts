import { z } from 'zod';
import {
  isVapidPrivateKey,
  isVapidPublicKey,
  loadOrCreateVapidKeys,
  type VapidKeys,
} from '../lib/vapid-keys.ts';
import type { EnvRule } from './env-rule.ts';

/**
 * The browsers' push services. A subscription is an address the server will call: only these
 * hosts (and their subdomains) are accepted, so nobody can make the server post to an address
 * of their choosing.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Web Push: the server's identity and the push services it agrees to call. */
export const pushEnv = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(isVapidPublicKey, 'clé publique P-256 non compressée attendue (65 octets, base64url)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, 'clé privée P-256 attendue (32 octets, base64url)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'mailto:… ou https://… attendu')
    .default('mailto:contact@comoe-express.ci'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
});
type PushEnv = z.infer<typeof pushEnv>;

export const pushRules: EnvRule<PushEnv>[] = [
  {
    check: (e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined),
    message: 'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble',
    path: ['VAPID_PRIVATE_KEY'],
  },
];

/** The keys given, or those generated once into DATA_DIR/vapid.json. */
export function vapidIdentity(e: PushEnv, dataDir: string): VapidKeys & { subject: string } {
  return {
    ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(dataDir)),
    subject: e.VAPID_SUBJECT,
  };
}
