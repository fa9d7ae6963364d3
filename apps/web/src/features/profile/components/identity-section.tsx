import { GENRE_LABELS, GENRES } from '@comoe/shared/enums';
import type { UserProfile } from '@comoe/shared/schemas/users';
import { latestBirthDate } from '@comoe/shared/validation';
import { UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
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
          <Field id="profil-prenom" label={LABELS.prenom} error={errors.prenom?.message}>
            <Input
              {...fieldA11y('profil-prenom', errors.prenom?.message)}
              autoComplete="given-name"
              {...register('prenom')}
            />
          </Field>
          <Field id="profil-nom" label="Nom" error={errors.nom?.message}>
            <Input
              {...fieldA11y('profil-nom', errors.nom?.message)}
              autoComplete="family-name"
              {...register('nom')}
            />
          </Field>
          <Field id="profil-email" label="Email (optionnel)" error={errors.email?.message}>
            <Input
              {...fieldA11y('profil-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              {...register('email')}
            />
          </Field>
          <Field id="profil-telephone" label={LABELS.phoneNumber} error={errors.telephone?.message}>
            <Input
              {...fieldA11y('profil-telephone', errors.telephone?.message)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...register('telephone')}
            />
          </Field>
          <Field id="profil-genre" label="Genre" error={errors.genre?.message}>
            <Select {...fieldA11y('profil-genre', errors.genre?.message)} {...register('genre')}>
              <option value="">{personal ? LABELS.select : 'Non précisé'}</option>
              {GENRES.map((genre) => (
                <option key={genre} value={genre}>
                  {GENRE_LABELS[genre]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id="profil-naissance"
            label={personal ? LABELS.birthDate : 'Date de naissance (optionnelle)'}
            error={errors.dateDeNaissance?.message}
          >
            <Input
              {...fieldA11y('profil-naissance', errors.dateDeNaissance?.message)}
              type="date"
              min="1900-01-01"
              max={latestBirthDate()}
              {...register('dateDeNaissance')}
            />
          </Field>
        </div>
        <SaveButton busy={saving} dirty={isDirty} />
      </form>
    </ProfileSection>
  );
}
