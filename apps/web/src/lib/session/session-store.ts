import type { Role } from '@comoe/shared/enums';
import { create } from 'zustand';
import { noteSessionEnd } from './session-end-notice';
import {
  clearStoredSession,
  readStoredUser,
  TOKEN_KEY,
  writeStoredSession,
  type SessionUser,
} from './stored-session';

type SessionState = {
  user: SessionUser | null;
  /** Role of the last user who left this tab, so they are sent back to their own sign-in page. */
  lastRole: Role | null;
};

/**
 * Read synchronously before the first render: no page ever renders with a session still loading,
 * which is what "children render only after the initial load" asks.
 */
export const useSession = create<SessionState>(() => ({
  user: readStoredUser(window.localStorage),
  lastRole: null,
}));

export function startSession(user: SessionUser): void {
  noteSessionEnd(false);
  writeStoredSession(window.localStorage, user);
  useSession.setState({ user, lastRole: user.role });
}

/**
 * @param reason 'deactivated' when an administrator deactivated the account: the sign-in page says
 *   so once; any other end (signing out, a token refused) says nothing there.
 */
export function endSession(reason: 'deactivated' | null = null): void {
  const { user, lastRole } = useSession.getState();
  // Noted before the session ends: the guards move to the sign-in page as soon as it has.
  noteSessionEnd(reason === 'deactivated');
  clearStoredSession(window.localStorage);
  useSession.setState({ user: null, lastRole: user?.role ?? lastRole });
}

/** Signing out in another tab removes the token there; this tab follows instead of failing later. */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    const tokenRemoved = (event.key === TOKEN_KEY || event.key === null) && event.newValue === null;
    const { user } = useSession.getState();
    if (tokenRemoved && user) useSession.setState({ user: null, lastRole: user.role });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
