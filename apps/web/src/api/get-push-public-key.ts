import { pushPublicKeySchema } from '@comoe/shared/schemas/notifications';
import { apiRequest } from '@/lib/api-client';

/** The server's VAPID public key (base64url), for pushManager.subscribe. Public, read at the moment of subscribing. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiRequest('/api/push/cle-publique', {
    schema: pushPublicKeySchema,
    token: null,
  });
  return publicKey;
}
