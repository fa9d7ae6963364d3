import {
  ENTREPRISE_TYPE_LABELS,
  GENRE_LABELS,
  GENRES,
  TRANSPORT_LABELS,
  TRANSPORTS,
  type EntrepriseType,
  type PublicRole,
  type UploadKind,
} from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { Ville } from '@comoe/shared/schemas/catalog';
import { latestBirthDate } from '@comoe/shared/validation';
import { RotateCw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FileField } from '@/components/file-field';
import { GeolocationButton } from '@/components/geolocation-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldA11y } from '@/components/ui/field-a11y';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  emptyRegisterForm,
  PHOTO_FIELDS,
  registerFormResolver,
  type RegisterFormOutput,
  type RegisterFormValues,
} from './register-form-schema';
import { LABELS } from '@/lib/labels';

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

type Controls = {
  ids: (name: string) => string;
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What the sign-up position is used for, in each account's own terms. */
const LOCATION_PURPOSE: Record<PublicRole, string> = {
  CLIENT: LABELS.locationPurpose,
  ENTREPRISE:
    "Facultatif : placez-vous dans l'entreprise. Les livreurs la trouvent et les frais de livraison sont calculés depuis ce point.",
  LIVREUR: 'Facultatif : indique votre point de départ, pour vous proposer les missions les plus proches.',
};

/** Under a select whose list could not be loaded: why, and a way to try again. */
function LoadFailure({ id, message, onRetry }: { id: string; message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="alert">
      <p id={id} className="text-sm font-medium text-destructive">
        {message}
      </p>
      <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Réessayer
      </Button>
    </div>
  );
}

function GenreAndBirthDate({ ids, register, errors }: Controls) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={ids('genre')} label="Genre" error={errors.genre?.message}>
        <Select {...fieldA11y(ids('genre'), errors.genre?.message)} {...register('genre')}>
          <option value="">{LABELS.select}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {GENRE_LABELS[genre]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={ids('birth')} label={LABELS.birthDate} error={errors.dateDeNaissance?.message}>
        <Input
          {...fieldA11y(ids('birth'), errors.dateDeNaissance?.message)}
          type="date"
          min="1900-01-01"
          max={latestBirthDate()}
          {...register('dateDeNaissance')}
        />
      </Field>
    </div>
  );
}

function BusinessFields({
  ids,
  register,
  errors,
  types,
  failed,
  onRetry,
}: Controls & { types: EntrepriseType[] | undefined; failed: boolean; onRetry: () => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={ids('business-name')} label={LABELS.nomEntreprise} error={errors.nomEntreprise?.message}>
        <Input
          {...fieldA11y(ids('business-name'), errors.nomEntreprise?.message)}
          autoComplete="organization"
          {...register('nomEntreprise')}
        />
      </Field>
      <Field id={ids('business-type')} label="Type d'entreprise" error={errors.typeEntreprise?.message}>
        <Select
          {...fieldA11y(ids('business-type'), errors.typeEntreprise?.message)}
          {...(failed && !types ? { 'aria-describedby': ids('types-failed') } : {})}
          disabled={!types}
          {...register('typeEntreprise')}
        >
          <option value="">{types ? LABELS.select : failed ? 'Types indisponibles' : 'Chargement...'}</option>
          {types?.map((type) => (
            <option key={type} value={type}>
              {ENTREPRISE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        {failed && !types && (
          <LoadFailure
            id={ids('types-failed')}
            message="Impossible de charger les types d'entreprise."
            onRetry={onRetry}
          />
        )}
      </Field>
    </div>
  );
}

function TransportField({ ids, register, errors }: Controls) {
  return (
    <Field id={ids('transport')} label="Moyen de transport" error={errors.typeTransport?.message}>
      <Select {...fieldA11y(ids('transport'), errors.typeTransport?.message)} {...register('typeTransport')}>
        <option value="">{LABELS.select}</option>
        {TRANSPORTS.map((transport) => (
          <option key={transport} value={transport}>
            {TRANSPORT_LABELS[transport]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

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
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: registerFormResolver,
    defaultValues: emptyRegisterForm(role),
  });
  const controls: Controls = { ids, register, errors };
  const located = useWatch({ control, name: 'latitude' }) !== null;

  const submit = handleSubmit((values) => {
    const chosen = PHOTO_FIELDS[role].flatMap(({ kind }) => {
      const file = files[kind];
      return file ? [{ kind, file }] : [];
    });
    onSubmit({ values, files: chosen });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-8">
      <Section title={role === 'ENTREPRISE' ? 'Responsable du compte' : 'Vos informations'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids('prenom')} label={LABELS.prenom} error={errors.prenom?.message}>
            <Input
              {...fieldA11y(ids('prenom'), errors.prenom?.message)}
              autoComplete="given-name"
              {...register('prenom')}
            />
          </Field>
          <Field id={ids('nom')} label="Nom" error={errors.nom?.message}>
            <Input
              {...fieldA11y(ids('nom'), errors.nom?.message)}
              autoComplete="family-name"
              {...register('nom')}
            />
          </Field>
          <Field id={ids('email')} label="Email (optionnel)" error={errors.email?.message}>
            <Input
              {...fieldA11y(ids('email'), errors.email?.message)}
              type="email"
              autoComplete="email"
              {...register('email')}
            />
          </Field>
          <Field id={ids('telephone')} label={LABELS.phoneNumber} error={errors.telephone?.message}>
            <Input
              {...fieldA11y(ids('telephone'), errors.telephone?.message)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="07 00 00 00 00"
              {...register('telephone')}
            />
          </Field>
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
          <Field
            id={ids('password')}
            label={LABELS.password}
            error={errors.motDePasse?.message}
            hint={MSG.password}
          >
            <PasswordInput
              {...fieldA11y(ids('password'), errors.motDePasse?.message)}
              autoComplete="new-password"
              {...register('motDePasse')}
            />
          </Field>
          <Field
            id={ids('confirmation')}
            label="Confirmer le mot de passe"
            error={errors.confirmation?.message}
          >
            <PasswordInput
              {...fieldA11y(ids('confirmation'), errors.confirmation?.message)}
              autoComplete="new-password"
              {...register('confirmation')}
            />
          </Field>
        </div>
      </Section>

      <Section title="Adresse">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field id={ids('city')} label="Ville" error={errors.cityId?.message}>
            <Select
              {...fieldA11y(ids('city'), errors.cityId?.message)}
              {...(loadFailed.villes && !villes ? { 'aria-describedby': ids('villes-failed') } : {})}
              disabled={!villes}
              {...register('cityId')}
            >
              <option value="">
                {villes
                  ? LABELS.selectCity
                  : loadFailed.villes
                    ? 'Villes indisponibles'
                    : LABELS.loadingCities}
              </option>
              {villes?.map((ville) => (
                <option key={ville.id} value={ville.id}>
                  {ville.nom}
                </option>
              ))}
            </Select>
            {loadFailed.villes && !villes && (
              <LoadFailure
                id={ids('villes-failed')}
                message={LABELS.villesLoadFailed}
                onRetry={onRetryLoad}
              />
            )}
          </Field>
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
        <Field id={ids('info')} label={LABELS.addressDetails} error={errors.infoSupplementaire?.message}>
          <Textarea
            {...fieldA11y(ids('info'), errors.infoSupplementaire?.message)}
            placeholder={LABELS.addressDetailsPlaceholder}
            rows={3}
            {...register('infoSupplementaire')}
          />
        </Field>
      </Section>

      <Section title="Photos">
        <div className="grid gap-4 sm:grid-cols-2">
          {PHOTO_FIELDS[role].map(({ kind, label }) => (
            <FileField
              key={kind}
              id={ids(`file-${kind}`)}
              label={label}
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
