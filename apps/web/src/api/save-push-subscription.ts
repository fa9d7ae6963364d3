import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/users/fcm-token` `{ token }`: the spec's FCM token is, here, the browser's
 * PushSubscription as JSON.stringify writes it (design §6). Answers 204.
 */
export function savePushSubscription(token: string): Promise<void> {
  return apiRequest<void>('/api/users/fcm-token', { method: 'POST', body: { token } });
}
