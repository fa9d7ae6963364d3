import type { UserProfile } from '@comoe/shared/schemas/users';
import { UserRound } from 'lucide-react';
import { bindFields } from '@/components/form-fields-binding';
import { BirthDateField, GenreField, PersonFields } from '@/components/person-fields';
import { identitySchema, identityValues, keepsPersonalDetails } from '../profile-form-schemas';
import { IDENTITY_SERVER_FIELDS } from '../server-fields';
import { useRoleSectionForm } from '../use-profile-section-form';
import { ProfileFormSection } from './profile-form-section';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

export function IdentitySection({ profile }: { profile: UserProfile }) {
  const { form, submit, saving } = useRoleSectionForm(
    profile,
    identitySchema,
    identityValues,
    IDENTITY_SERVER_FIELDS,
  );
  const field = bindFields(form, (name) => `profil-${name}`);
  const personal = keepsPersonalDetails(profile.role);

  return (
    <ProfileFormSection
      id="mon-profil"
      title={TEXT.myProfile}
      description="Vos informations personnelles et vos coordonnées."
      icon={UserRound}
      onSubmit={submit}
      save={{ busy: saving, dirty: form.formState.isDirty }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields field={field} />
        <GenreField emptyLabel={personal ? LABELS.select : 'Non précisé'} {...field('genre')} />
        <BirthDateField
          label={personal ? LABELS.birthDate : 'Date de naissance (optionnelle)'}
          {...field('dateDeNaissance', 'profil-naissance')}
        />
      </div>
    </ProfileFormSection>
  );
}
