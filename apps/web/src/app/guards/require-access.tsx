import { Navigate, Outlet, useLocation } from 'react-router';
import type { SignInState } from '@/lib/paths';
import { useSession } from '@/lib/session/session-store';
import { decideAccess, type AccessRule } from './access';

/**
 * Layout route that lets its child routes render only for the users the rule admits. A signed-out
 * visitor sent to sign in carries the page asked for (`SignInState`), for the sign-in to return to.
 */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const role = useSession((state) => state.user?.role ?? null);
  const lastRole = useSession((state) => state.lastRole);
  const location = useLocation();
  const decision = decideAccess(rule, role, lastRole, location.state);
  if (decision.allowed) return <Outlet />;
  const state: SignInState | undefined = role
    ? undefined
    : { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={decision.redirectTo} replace state={state} />;
}
