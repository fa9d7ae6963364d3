import { MSG } from '@comoe/shared/messages';
import { ApiError } from '@/lib/api-client';

/**
 * Wrong credentials keep one vague message (it tells an attacker nothing): the product's, or the
 * admin's door's own. A deactivated account, too many tries or no connection at all must say so,
 * or the user cannot act.
 */
export function loginErrorMessage(error: unknown, vague: string = MSG.badCredentials): string {
  if (error instanceof ApiError && [0, 403, 429].includes(error.status)) return error.message;
  return vague;
}
