import type { UserProfile } from '@comoe/shared/schemas/users';
import { UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { BirthDateField, GenreField, PersonFields } from '@/components/person-fields';
import {
  formResolver,
  identitySchema,
  identityValues,
  keepsPersonalDetails,
  type IdentityFormValues,
  type IdentityPayload,
} from '../profile-form-schemas';
import { IDENTITY_SERVER_FIELDS } from '../server-fields';
import { useProfileSectionForm } from '../use-profile-section-form';
import { ProfileSection } from './profile-section';
import { SaveButton } from './save-button';
import { LABELS } from '@/lib/labels';

export function IdentitySection({ profile }: { profile: UserProfile }) {
  const resolver = useMemo(
    () => formResolver<IdentityFormValues, IdentityPayload>(identitySchema(profile.role)),
    [profile.role],
  );
  const { form, submit, saving } = useProfileSectionForm(
    profile,
    resolver,
    identityValues,
    IDENTITY_SERVER_FIELDS,
  );
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const personal = keepsPersonalDetails(profile.role);

  return (
    <ProfileSection
      id="mon-profil"
      title="Mon Profil"
      description="Vos informations personnelles et vos coordonnées."
      icon={UserRound}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields idPrefix="profil" register={register} errors={errors} />
          <GenreField
            id="profil-genre"
            error={errors.genre?.message}
            emptyLabel={personal ? LABELS.select : 'Non précisé'}
            {...register('genre')}
          />
          <BirthDateField
            id="profil-naissance"
            label={personal ? LABELS.birthDate : 'Date de naissance (optionnelle)'}
            error={errors.dateDeNaissance?.message}
            {...register('dateDeNaissance')}
          />
        </div>
        <SaveButton busy={saving} dirty={isDirty} />
      </form>
    </ProfileSection>
  );
}
