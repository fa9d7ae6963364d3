import type { EntrepriseType, PublicRole, UploadKind } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { Ville } from '@comoe/shared/schemas/catalog';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FileField } from '@/components/file-field';
import { GeolocationButton } from '@/components/geolocation-button';
import { Button } from '@/components/ui/button';
import { PasswordField, SelectField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { AddressDetailsField, PersonFields } from '@/components/person-fields';
import {
  emptyRegisterForm,
  PHOTO_FIELDS,
  registerFormResolver,
  type RegisterFormOutput,
  type RegisterFormValues,
} from './register-form-schema';
import { LABELS } from '@/lib/labels';
import {
  BusinessFields,
  GenreAndBirthDate,
  LoadFailure,
  Section,
  TransportField,
  type Controls,
} from './register-form-parts';

export type RegisterSubmission = {
  values: RegisterFormOutput;
  files: { kind: UploadKind; file: File }[];
};

type RegisterFormProps = {
  role: PublicRole;
  villes: Ville[] | undefined;
  entrepriseTypes: EntrepriseType[] | undefined;
  busy: boolean;
  /** The chosen picture being sent once the account exists, and how far. */
  uploadProgress?: { kind: UploadKind; percent: number } | null;
  /** Which list could not be loaded; each select then says so and offers 'Réessayer'. */
  loadFailed?: { villes: boolean; types: boolean };
  onRetryLoad?: () => void;
  onSubmit: (submission: RegisterSubmission) => void;
};

/** What the sign-up position is used for, in each account's own terms. */
const LOCATION_PURPOSE: Record<PublicRole, string> = {
  CLIENT: LABELS.locationPurpose,
  ENTREPRISE:
    "Facultatif : placez-vous dans l'entreprise. Les livreurs la trouvent et les frais de livraison sont calculés depuis ce point.",
  LIVREUR: 'Facultatif : indique votre point de départ, pour vous proposer les missions les plus proches.',
};

/** One account kind's sign-up form; each tab mounts its own, so no field is shared between tabs. */
export function RegisterForm({
  role,
  villes,
  entrepriseTypes,
  busy,
  uploadProgress = null,
  loadFailed = { villes: false, types: false },
  onRetryLoad = () => undefined,
  onSubmit,
}: RegisterFormProps) {
  const prefix = useId();
  const ids = (name: string) => `${prefix}-${name}`;
  const [files, setFiles] = useState<Partial<Record<UploadKind, File>>>({});
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: registerFormResolver,
    defaultValues: emptyRegisterForm(role),
  });
  const { handleSubmit, setValue, control } = form;
  const field = bindFields(form, ids);
  const controls: Controls = { ids, field };
  const located = useWatch({ control, name: 'latitude' }) !== null;

  // Required pictures say so once the visitor tries to send the form, with the other fields' errors.
  const [tried, setTried] = useState(false);
  const missingPicture = PHOTO_FIELDS[role].some(({ kind, required }) => required && !files[kind]);
  const submit = handleSubmit(
    (values) => {
      setTried(true);
      if (missingPicture) return;
      const chosen = PHOTO_FIELDS[role].flatMap(({ kind }) => {
        const file = files[kind];
        return file ? [{ kind, file }] : [];
      });
      onSubmit({ values, files: chosen });
    },
    () => setTried(true),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-8">
      <Section title={role === 'ENTREPRISE' ? 'Responsable du compte' : 'Vos informations'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields field={field} phonePlaceholder="07 00 00 00 00" />
        </div>
        {role === 'ENTREPRISE' ? (
          <BusinessFields
            {...controls}
            types={entrepriseTypes}
            failed={loadFailed.types}
            onRetry={onRetryLoad}
          />
        ) : (
          <GenreAndBirthDate {...controls} />
        )}
        {role === 'LIVREUR' && <TransportField {...controls} />}
      </Section>

      <Section title={LABELS.password}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={LABELS.password}
            hint={MSG.password}
            autoComplete="new-password"
            {...field('motDePasse', ids('password'))}
          />
          <PasswordField
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            {...field('confirmation')}
          />
        </div>
      </Section>

      <Section title="Adresse">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            label="Ville"
            {...(loadFailed.villes && !villes ? { 'aria-describedby': ids('villes-failed') } : {})}
            disabled={!villes}
            {...field('cityId', ids('city'))}
            after={
              loadFailed.villes &&
              !villes && (
                <LoadFailure
                  id={ids('villes-failed')}
                  message={LABELS.villesLoadFailed}
                  onRetry={onRetryLoad}
                />
              )
            }
          >
            <option value="">
              {villes ? LABELS.selectCity : loadFailed.villes ? 'Villes indisponibles' : LABELS.loadingCities}
            </option>
            {villes?.map((ville) => (
              <option key={ville.id} value={ville.id}>
                {ville.nom}
              </option>
            ))}
          </SelectField>
          <div className="space-y-1.5">
            <span className="block text-sm font-medium text-stone-800">
              {role === 'ENTREPRISE' ? "Position de l'entreprise" : 'Position'}
            </span>
            <GeolocationButton
              located={located}
              purpose={LOCATION_PURPOSE[role]}
              onLocated={(latitude, longitude) => {
                setValue('latitude', latitude);
                setValue('longitude', longitude);
              }}
            />
          </div>
        </div>
        <AddressDetailsField {...field('infoSupplementaire', ids('info'))} />
      </Section>

      <Section title="Photos">
        <div className="grid gap-4 sm:grid-cols-2">
          {PHOTO_FIELDS[role].map(({ kind, label, required }) => (
            <FileField
              key={kind}
              id={ids(`file-${kind}`)}
              label={label}
              required={tried ? required : undefined}
              progress={uploadProgress?.kind === kind ? uploadProgress.percent : null}
              onChange={(file) =>
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[kind] = file;
                  else delete next[kind];
                  return next;
                })
              }
            />
          ))}
        </div>
      </Section>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Création en cours...' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
