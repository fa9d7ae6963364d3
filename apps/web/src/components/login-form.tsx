import { MSG } from '@comoe/shared/messages';
import { normalizePhone } from '@comoe/shared/phone';
import { dashboardPath, withRolePrefix } from '@comoe/shared/roles';
import type { Role } from '@comoe/shared/enums';
import { loginSchema, type LoginInput } from '@comoe/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { InputField, PasswordField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { useLogin } from '@/api/login';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { loginErrorMessage } from '@/lib/login-error';
import { clearSessionEndNotice, readSessionEndNotice } from '@/lib/session/session-end-notice';
import { startSession } from '@/lib/session/session-store';
import { sessionUserFromLogin } from '@/lib/session/stored-session';
import { toast } from '@/lib/toast';
import { LABELS } from '@/lib/labels';

/** What sets a door apart; without any, the site's own sign-in for every role. */
export type LoginFormOptions = {
  /** Prefix of the fields' ids. */
  idPrefix?: string;
  phoneAutoComplete?: 'tel' | 'username';
  /** Only this role may come in: any other account's token is dropped on the spot, never a session. */
  role?: Role;
  /** Said for wrong credentials. */
  vague?: string;
  /** Said when the answer gives no session here (another role, or one the app does not know). */
  refused?: string;
  welcome?: string;
  /** Where the session lands; by default its role's dashboard. */
  redirect?: string;
  /** Keeps the failure under the fields too, with this test id, once the toast has gone. */
  errorTestId?: string;
};

export function LoginForm({
  idPrefix = 'login',
  phoneAutoComplete = 'tel',
  role,
  vague = MSG.badCredentials,
  refused = vague,
  welcome = 'Bienvenue !',
  redirect,
  errorTestId,
}: LoginFormOptions) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  // Why the last session ended (an administrator's deactivation), said once: read on mount, then cleared.
  const [sessionEnd] = useState(readSessionEndNotice);
  useEffect(() => clearSessionEndNotice(), []);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { telephone: '', motDePasse: '' },
  });

  const fail = (message: string) => {
    setFailure(message);
    toast.error('Erreur de connexion', message);
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    loginMutation.mutate(
      { telephone: normalizePhone(values.telephone), motDePasse: values.motDePasse },
      {
        onSuccess: (answer) => {
          const allowed = !role || answer.role === withRolePrefix(role);
          const user = allowed ? sessionUserFromLogin(answer) : null;
          if (!user) {
            fail(refused);
            return;
          }
          startSession(user);
          toast.success('Connexion réussie', welcome);
          void navigate(redirect ?? dashboardPath(user.role), { replace: true });
        },
        onError: (error) => fail(loginErrorMessage(error, vague)),
      },
    );
  });

  const field = bindFields(form);
  const pending = loginMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {sessionEnd && !failure && (
        <Alert variant="destructive" data-testid="session-end-notice">
          <AlertDescription>{sessionEnd}</AlertDescription>
        </Alert>
      )}
      <InputField
        label={LABELS.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete={phoneAutoComplete}
        placeholder="07 00 00 00 00"
        required
        {...field('telephone', `${idPrefix}-telephone`)}
      />
      <PasswordField
        label={LABELS.password}
        autoComplete="current-password"
        required
        {...field('motDePasse', `${idPrefix}-password`)}
      />
      {errorTestId && failure && (
        <Alert variant="destructive" data-testid={errorTestId}>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Connexion en cours...' : LABELS.signIn}
      </Button>
    </form>
  );
}
