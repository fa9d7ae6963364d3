import { MSG } from '@comoe/shared/messages';

/**
 * Why the last session of this tab ended, when the sign-in page has something to say about it:
 * only an administrator's deactivation ('session.fin' on the live stream). Kept in sessionStorage
 * because the session ends outside React and the guards reach the sign-in page on their own; the
 * sign-in form reads it once. Any other end of session (signing out, an expired token) clears it.
 */
const KEY = 'session-end';
const DEACTIVATED = 'deactivated';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage refused by the browser: the toast alone says it.
  }
}

export function noteSessionEnd(deactivated: boolean): void {
  try {
    if (deactivated) storage()?.setItem(KEY, DEACTIVATED);
    else storage()?.removeItem(KEY);
  } catch {
    // Full or refused storage: nothing more to say on the sign-in page.
  }
}

/** The sign-in page's notice about the last session's end, or null. */
export function readSessionEndNotice(): string | null {
  try {
    return storage()?.getItem(KEY) === DEACTIVATED ? MSG.accountDeactivatedByAdmin : null;
  } catch {
    return null;
  }
}

export function clearSessionEndNotice(): void {
  noteSessionEnd(false);
}
