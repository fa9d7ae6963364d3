import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { normalizePhone } from '@comoe/shared/phone';
import { loginSchema, type LoginInput } from '@comoe/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLogin } from '@/api/login';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/lib/paths';
import { startSession } from '@/lib/session/session-store';
import { sessionUserFromLogin } from '@/lib/session/stored-session';
import { toast } from '@/lib/toast';
import { adminLoginErrorMessage } from './admin-login-error';

/**
 * The admin's door (spec part 2 §7): the ordinary login call, kept only when the answer's role is
 * ROLE_ADMIN. Any other account's token is dropped on the spot: it never becomes a session.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { telephone: '', motDePasse: '' },
  });

  const fail = (message: string) => {
    setFailure(message);
    toast.error('Erreur de connexion', message);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    loginMutation.mutate(
      { telephone: normalizePhone(values.telephone), motDePasse: values.motDePasse },
      {
        onSuccess: (answer) => {
          const user = answer.role === 'ROLE_ADMIN' ? sessionUserFromLogin(answer) : null;
          if (!user) {
            fail(ADMIN_MSG.loginNotAdmin);
            return;
          }
          startSession(user);
          toast.success('Connexion réussie', 'Bienvenue dans l’espace administrateur.');
          void navigate(paths.admin('dashboard'), { replace: true });
        },
        onError: (error) => fail(adminLoginErrorMessage(error)),
      },
    );
  });

  const pending = loginMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Field id="admin-login-telephone" label="Numéro de téléphone" error={errors.telephone?.message}>
        <Input
          {...fieldA11y('admin-login-telephone', errors.telephone?.message)}
          type="tel"
          inputMode="tel"
          autoComplete="username"
          placeholder="07 00 00 00 00"
          required
          {...register('telephone')}
        />
      </Field>
      <Field id="admin-login-password" label="Mot de passe" error={errors.motDePasse?.message}>
        <PasswordInput
          {...fieldA11y('admin-login-password', errors.motDePasse?.message)}
          autoComplete="current-password"
          required
          {...register('motDePasse')}
        />
      </Field>
      {failure && (
        <Alert variant="destructive" data-testid="admin-login-error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Connexion en cours...' : 'Se connecter'}
      </Button>
    </form>
  );
}
