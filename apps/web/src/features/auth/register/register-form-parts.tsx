import {
  ENTREPRISE_TYPE_LABELS,
  TRANSPORT_LABELS,
  TRANSPORTS,
  type EntrepriseType,
} from '@comoe/shared/enums';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField, SelectField } from '@/components/form-fields';
import { BirthDateField, GenreField } from '@/components/person-fields';
import { Button } from '@/components/ui/button';
import { LABELS } from '@/lib/labels';
import type { RegisterFormValues } from './register-form-schema';

export type Controls = {
  ids: (name: string) => string;
  register: UseFormRegister<RegisterFormValues>;
  errors: FieldErrors<RegisterFormValues>;
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Under a select whose list could not be loaded: why, and a way to try again. */
export function LoadFailure({ id, message, onRetry }: { id: string; message: string; onRetry: () => void }) {
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

export function GenreAndBirthDate({ ids, register, errors }: Controls) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <GenreField
        id={ids('genre')}
        error={errors.genre?.message}
        emptyLabel={LABELS.select}
        {...register('genre')}
      />
      <BirthDateField
        id={ids('birth')}
        label={LABELS.birthDate}
        error={errors.dateDeNaissance?.message}
        {...register('dateDeNaissance')}
      />
    </div>
  );
}

export function BusinessFields({
  ids,
  register,
  errors,
  types,
  failed,
  onRetry,
}: Controls & { types: EntrepriseType[] | undefined; failed: boolean; onRetry: () => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        id={ids('business-name')}
        label={LABELS.nomEntreprise}
        error={errors.nomEntreprise?.message}
        autoComplete="organization"
        {...register('nomEntreprise')}
      />
      <SelectField
        id={ids('business-type')}
        label="Type d'entreprise"
        error={errors.typeEntreprise?.message}
        {...(failed && !types ? { 'aria-describedby': ids('types-failed') } : {})}
        disabled={!types}
        {...register('typeEntreprise')}
        after={
          failed &&
          !types && (
            <LoadFailure
              id={ids('types-failed')}
              message="Impossible de charger les types d'entreprise."
              onRetry={onRetry}
            />
          )
        }
      >
        <option value="">{types ? LABELS.select : failed ? 'Types indisponibles' : 'Chargement...'}</option>
        {types?.map((type) => (
          <option key={type} value={type}>
            {ENTREPRISE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function TransportField({ ids, register, errors }: Controls) {
  return (
    <SelectField
      id={ids('transport')}
      label="Moyen de transport"
      error={errors.typeTransport?.message}
      {...register('typeTransport')}
    >
      <option value="">{LABELS.select}</option>
      {TRANSPORTS.map((transport) => (
        <option key={transport} value={transport}>
          {TRANSPORT_LABELS[transport]}
        </option>
      ))}
    </SelectField>
  );
}
