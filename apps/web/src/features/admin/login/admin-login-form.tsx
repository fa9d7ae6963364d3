import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { useLocation } from 'react-router';
import { LoginForm } from '@/components/login-form';
import { adminReturnPath } from '@/lib/paths';

/**
 * The admin's door (spec part 2 §5 and §7): the ordinary sign-in, kept only when the answer's role
 * is ROLE_ADMIN, with the spec's own refusals, which stay under the fields once the toast has gone.
 * It lands on the admin page the guard sent the visitor from (issue 20 §3), else the dashboard.
 */
export function AdminLoginForm() {
  const location = useLocation();
  return (
    <LoginForm
      idPrefix="admin-login"
      phoneAutoComplete="username"
      role="ADMIN"
      vague={ADMIN_MSG.loginFailed}
      refused={ADMIN_MSG.loginNotAdmin}
      welcome="Bienvenue dans l’espace administrateur."
      redirect={adminReturnPath(location.state)}
      errorTestId="admin-login-error"
    />
  );
}
