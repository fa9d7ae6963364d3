import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { decideAccess, type AccessRule } from './access';

/** Layout route that lets its child routes render only for the users the rule admits. */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const role = useSession((state) => state.user?.role ?? null);
  const lastRole = useSession((state) => state.lastRole);
  const decision = decideAccess(rule, role, lastRole);
  return decision.allowed ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
