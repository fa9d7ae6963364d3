import { MSG } from '@comoe/shared/messages';
import { changePasswordSchema, type ChangePasswordInput } from '@comoe/shared/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/form-fields';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORD_FORM } from '../profile-form-schemas';
import { failureDetail, serverFieldError } from '../server-field-error';
import { PASSWORD_SERVER_FIELDS } from '../server-fields';
import { ProfileSection } from './profile-section';
import { SaveButton } from './save-button';
import { TEXT } from '../texts';

export function SecuritySection({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_PASSWORD_FORM,
  });

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
    <ProfileSection
      id="securite"
      title={TEXT.security}
      description="Changer de mot de passe ferme vos sessions ouvertes sur les autres appareils."
      icon={ShieldCheck}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            id="profil-mdp-actuel"
            label="Mot de passe actuel"
            error={errors.currentPassword?.message}
            autoComplete="current-password"
            {...register('currentPassword')}
          />
          <PasswordField
            id="profil-mdp-nouveau"
            label="Nouveau mot de passe"
            error={errors.newPassword?.message}
            hint={MSG.password}
            autoComplete="new-password"
            {...register('newPassword')}
          />
        </div>
        {/* Always active: an empty try must say which fields are missing. */}
        <SaveButton
          busy={change.isPending}
          dirty
          label="Modifier le mot de passe"
          busyLabel="Modification en cours..."
        />
      </form>
    </ProfileSection>
  );
}
