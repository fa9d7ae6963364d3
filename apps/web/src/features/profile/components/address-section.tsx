import type { UserProfile } from '@comoe/shared/schemas/users';
import { ExternalLink, MapPin } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { GeolocationButton } from '@/components/geolocation-button';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { AddressDetailsField } from '@/components/person-fields';
import { useVilles } from '@/api/get-villes';
import { mapsSearchUrl } from '@/lib/maps';
import { geolocationStatus, hasPosition } from '../geolocation-status';
import { addressSchema, addressValues, needsCity } from '../profile-form-schemas';
import { ADDRESS_SERVER_FIELDS } from '../server-fields';
import { useRoleSectionForm } from '../use-profile-section-form';
import { GeolocationIndicator } from './geolocation-indicator';
import { ProfileFormSection } from './profile-form-section';
import { LABELS } from '@/lib/labels';

export function AddressSection({ profile }: { profile: UserProfile }) {
  const villes = useVilles();
  const { form, submit, saving } = useRoleSectionForm(
    profile,
    addressSchema,
    addressValues,
    ADDRESS_SERVER_FIELDS,
  );
  const { setValue, control } = form;
  const field = bindFields(form);
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const current = { latitude, longitude };
  const status = geolocationStatus(profile, current);
  const maps = mapsSearchUrl(latitude, longitude);

  return (
    <ProfileFormSection
      id="adresse"
      title="Adresse"
      description="Votre ville, votre position GPS et les repères qui aident le livreur."
      icon={MapPin}
      onSubmit={submit}
      save={{ busy: saving, dirty: form.formState.isDirty }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          // A new element once the list arrives: react-hook-form then selects the saved city in it.
          key={villes.data ? 'villes' : 'loading'}
          label="Ville"
          disabled={!villes.data}
          {...field('cityId', 'profil-ville')}
          after={
            villes.isError && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                {LABELS.villesLoadFailed}
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => void villes.refetch()}
                >
                  Réessayer
                </Button>
              </p>
            )
          }
        >
          <option value="" disabled={needsCity(profile.role)}>
            {villes.data ? LABELS.selectCity : LABELS.loadingCities}
          </option>
          {villes.data?.map((ville) => (
            <option key={ville.id} value={ville.id}>
              {ville.nom}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-stone-800">Position GPS</span>
          <GeolocationButton
            located={hasPosition(current)}
            onLocated={(lat, lng) => {
              setValue('latitude', lat, { shouldDirty: true });
              setValue('longitude', lng, { shouldDirty: true });
            }}
            status={<GeolocationIndicator status={status} />}
          />
          {maps && (
            <a
              href={maps}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-orange-800 underline-offset-4 hover:underline"
            >
              Voir sur la carte
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>
      <AddressDetailsField {...field('infoSupplementaire', 'profil-info')} />
    </ProfileFormSection>
  );
}
