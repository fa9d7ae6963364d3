import type { UserProfile } from '@comoe/shared/schemas/users';
import { Store } from 'lucide-react';
import { EnumOptions } from '@/components/enum-options';
import { InputField, SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { useEntrepriseTypes } from '@/api/get-entreprise-types';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import {
  entrepriseFormSchema,
  entrepriseValues,
  formResolver,
  type EntrepriseFormValues,
  type EntreprisePayload,
} from '../profile-form-schemas';
import { ENTREPRISE_SERVER_FIELDS } from '../server-fields';
import { useProfileSectionForm } from '../use-profile-section-form';
import { EntrepriseDetails } from './entreprise-details';
import { ProfileSection } from './profile-section';
import { SaveButton } from './save-button';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

const resolver = formResolver<EntrepriseFormValues, EntreprisePayload>(entrepriseFormSchema);

/** Shown to ENTREPRISE accounts only: the business's name and type, saved with the profile call. */
export function EntrepriseSection({ profile }: { profile: UserProfile }) {
  const types = useEntrepriseTypes();
  const { form, submit, saving } = useProfileSectionForm(
    profile,
    resolver,
    entrepriseValues,
    ENTREPRISE_SERVER_FIELDS,
  );
  const field = bindFields(form);

  return (
    <ProfileSection
      id="mon-entreprise"
      title={TEXT.myBusiness}
      description="Le nom et le type sous lesquels les clients trouvent votre entreprise."
      icon={Store}
    >
      <div className="space-y-6">
        <EntrepriseDetails />
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="space-y-4 border-t border-border pt-5"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={LABELS.nomEntreprise}
              autoComplete="organization"
              {...field('nomEntreprise', 'profil-entreprise-nom')}
            />
            <SelectField
              label={LABELS.businessType}
              // A new element once the list arrives: react-hook-form then selects the saved type in it.
              key={types.data ? 'types' : 'loading'}
              disabled={!types.data}
              {...field('typeEntreprise', 'profil-entreprise-type')}
            >
              {/* Until the list arrives, the saved type stays selectable so the field never looks empty. */}
              {!types.data && profile.typeEntreprise && (
                <option value={profile.typeEntreprise}>
                  {ENTREPRISE_TYPE_LABELS[profile.typeEntreprise]}
                </option>
              )}
              <option value="" disabled>
                {types.data ? LABELS.select : 'Chargement...'}
              </option>
              <EnumOptions values={types.data} labels={ENTREPRISE_TYPE_LABELS} />
            </SelectField>
          </div>
          <SaveButton busy={saving} dirty={form.formState.isDirty} />
        </form>
      </div>
    </ProfileSection>
  );
}
