import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { Lock } from 'lucide-react';

/**
 * On the card while the code of the courier's next step is locked (issue 22 §2): it stays until
 * the business or an admin unlocks it, which the courier hears with a sound.
 */
export function CodeLockedNotice() {
  return (
    <p
      role="status"
      data-testid="code-locked"
      className="flex gap-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{COURIER_ALERT_MSG.codeLockedTitle} : </span>
        {COURIER_ALERT_MSG.codeLockedBody}
      </span>
    </p>
  );
}
