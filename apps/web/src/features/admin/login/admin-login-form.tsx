import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { LoginForm } from '@/components/login-form';
import { paths } from '@/lib/paths';

/**
 * The admin's door (spec part 2 §5 and §7): the ordinary sign-in, kept only when the answer's role
 * is ROLE_ADMIN, with the spec's own refusals, which stay under the fields once the toast has gone.
 */
export function AdminLoginForm() {
  return (
    <LoginForm
      idPrefix="admin-login"
      phoneAutoComplete="username"
      role="ADMIN"
      vague={ADMIN_MSG.loginFailed}
      refused={ADMIN_MSG.loginNotAdmin}
      welcome="Bienvenue dans l’espace administrateur."
      redirect={paths.admin('dashboard')}
      errorTestId="admin-login-error"
    />
  );
}
