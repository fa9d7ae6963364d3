import { normalizePhone } from '@comoe/shared/phone';
import { dashboardPath } from '@comoe/shared/roles';
import { loginSchema, type LoginInput } from '@comoe/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { startSession } from '@/lib/session/session-store';
import { sessionUserFromLogin } from '@/lib/session/stored-session';
import { toast } from '@/lib/toast';
import { useLogin } from '@/api/login';
import { loginErrorMessage } from '../login-error';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { telephone: '', motDePasse: '' },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(
      { telephone: normalizePhone(values.telephone), motDePasse: values.motDePasse },
      {
        onSuccess: (answer) => {
          const user = sessionUserFromLogin(answer);
          if (!user) {
            toast.error('Erreur de connexion', loginErrorMessage(null));
            return;
          }
          startSession(user);
          toast.success('Connexion réussie', 'Bienvenue !');
          void navigate(dashboardPath(user.role), { replace: true });
        },
        onError: (error) => toast.error('Erreur de connexion', loginErrorMessage(error)),
      },
    );
  });

  const pending = loginMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Field id="login-telephone" label="Numéro de téléphone" error={errors.telephone?.message}>
        <Input
          {...fieldA11y('login-telephone', errors.telephone?.message)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="07 00 00 00 00"
          required
          {...register('telephone')}
        />
      </Field>
      <Field id="login-password" label="Mot de passe" error={errors.motDePasse?.message}>
        <PasswordInput
          {...fieldA11y('login-password', errors.motDePasse?.message)}
          autoComplete="current-password"
          required
          {...register('motDePasse')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Connexion en cours...' : 'Se connecter'}
      </Button>
    </form>
  );
}
