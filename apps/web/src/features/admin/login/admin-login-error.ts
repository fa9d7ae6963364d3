import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { ApiError } from '@/lib/api-client';

/**
 * Spec part 2 §5: wrong credentials say only 'Identifiants incorrects ou vous n'êtes pas un
 * administrateur.'; a deactivated account, too many tries or no connection say so, or the
 * admin cannot act.
 */
export function adminLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [0, 403, 429].includes(error.status)) return error.message;
  return ADMIN_MSG.loginFailed;
}
