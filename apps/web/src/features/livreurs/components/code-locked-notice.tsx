import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { Lock } from 'lucide-react';
import { RedNotice } from './red-notice';

/**
 * On the card while the code of the courier's next step is locked (issue 22 §2): it stays until
 * the business or an admin unlocks it, which the courier hears with a sound.
 */
export function CodeLockedNotice() {
  return (
    <RedNotice role="status" testId="code-locked" icon={Lock} title={COURIER_ALERT_MSG.codeLockedTitle}>
      {COURIER_ALERT_MSG.codeLockedBody}
    </RedNotice>
  );
}
