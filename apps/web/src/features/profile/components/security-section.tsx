import { MSG } from '@comoe/shared/messages';
import { changePasswordSchema, type ChangePasswordInput } from '@comoe/shared/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORD_FORM } from '../profile-form-schemas';
import { failureDetail, serverFieldError } from '../server-field-error';
import { PASSWORD_SERVER_FIELDS } from '../server-fields';
import { ProfileFormSection } from './profile-form-section';
import { TEXT } from '../texts';

export function SecuritySection({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_PASSWORD_FORM,
  });

  const { handleSubmit, reset, setError } = form;
  const field = bindFields(form);

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        reset(EMPTY_PASSWORD_FORM);
        toast.success('Mot de passe modifié', message);
      },
      onError: (error) => {
        const onField = serverFieldError(error, PASSWORD_SERVER_FIELDS);
        if (onField) {
          setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
        } else {
          toast.error('La mise à jour du mot de passe a échoué.', failureDetail(error, MSG.serverError));
        }
      },
    }),
  );

  return (
    <ProfileFormSection
      id="securite"
      title={TEXT.security}
      description="Changer de mot de passe ferme vos sessions ouvertes sur les autres appareils."
      icon={ShieldCheck}
      onSubmit={submit}
      // Always active: an empty try must say which fields are missing.
      save={{
        busy: change.isPending,
        dirty: true,
        label: 'Modifier le mot de passe',
        busyLabel: 'Modification en cours...',
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          {...field('currentPassword', 'profil-mdp-actuel')}
        />
        <PasswordField
          label="Nouveau mot de passe"
          hint={MSG.password}
          autoComplete="new-password"
          {...field('newPassword', 'profil-mdp-nouveau')}
        />
      </div>
    </ProfileFormSection>
  );
}
