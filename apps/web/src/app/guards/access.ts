import type { Role } from '@comoe/shared/enums';
import { dashboardPath } from '@comoe/shared/roles';
import { adminReturnPath, paths, signInPathFor, signInReturnPath } from '@/lib/paths';

/** Who may open a route. Public routes have no rule. */
export type AccessRule =
  { kind: 'signed-out' } | { kind: 'signed-in' } | { kind: 'role'; role: Role } | { kind: 'admin-login' };

export const ACCESS = {
  /** /login and /register. */
  signedOut: { kind: 'signed-out' },
  /** /profile and /orders. */
  signedIn: { kind: 'signed-in' },
  client: { kind: 'role', role: 'CLIENT' },
  business: { kind: 'role', role: 'ENTREPRISE' },
  delivery: { kind: 'role', role: 'LIVREUR' },
  admin: { kind: 'role', role: 'ADMIN' },
  adminLogin: { kind: 'admin-login' },
} as const satisfies Record<string, AccessRule>;

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

const allow: AccessDecision = { allowed: true };
const redirect = (to: string): AccessDecision => ({ allowed: false, redirectTo: to });

/**
 * @param role the signed-in user's role, null when signed out
 * @param lastRole the role of whoever signed out of this tab, so an admin lands on the admin sign-in
 * @param state the location's state: on the admin sign-in, the page a guard sent the visitor from
 */
export function decideAccess(
  rule: AccessRule,
  role: Role | null,
  lastRole: Role | null = null,
  state: unknown = null,
): AccessDecision {
  switch (rule.kind) {
    case 'signed-out':
      // Back to the dashboard tab a guard sent him from: a link to ?tab=settings survives the sign-in.
      return role ? redirect(signInReturnPath(state, dashboardPath(role))) : allow;
    case 'admin-login':
      if (!role) return allow;
      // An admin who just signed in here goes back to the page asked for, as the form sends him.
      return redirect(role === 'ADMIN' ? adminReturnPath(state) : paths.home);
    case 'signed-in':
      return role ? allow : redirect(signInPathFor(lastRole));
    case 'role':
      // The admin area's own door, whoever left this tab last: it brings the admin back here.
      if (!role) return redirect(rule.role === 'ADMIN' ? paths.adminLogin : signInPathFor(lastRole));
      return role === rule.role ? allow : redirect(dashboardPath(role));
  }
}
