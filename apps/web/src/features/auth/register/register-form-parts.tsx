import {
  ENTREPRISE_TYPE_LABELS,
  TRANSPORT_LABELS,
  TRANSPORTS,
  type EntrepriseType,
} from '@comoe/shared/enums';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { EnumOptions } from '@/components/enum-options';
import { InputField, SelectField } from '@/components/form-fields';
import type { FieldBinder } from '@/components/form-fields-binding';
import { BirthDateField, GenreField } from '@/components/person-fields';
import { Button } from '@/components/ui/button';
import { LABELS } from '@/lib/labels';
import type { RegisterFormValues } from './register-form-schema';

export type Controls = {
  ids: (name: string) => string;
  field: FieldBinder<RegisterFormValues>;
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

export function GenreAndBirthDate({ ids, field }: Controls) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <GenreField emptyLabel={LABELS.select} {...field('genre')} />
      <BirthDateField label={LABELS.birthDate} {...field('dateDeNaissance', ids('birth'))} />
    </div>
  );
}

export function BusinessFields({
  ids,
  field,
  types,
  failed,
  onRetry,
}: Controls & { types: EntrepriseType[] | undefined; failed: boolean; onRetry: () => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={LABELS.nomEntreprise}
        autoComplete="organization"
        {...field('nomEntreprise', ids('business-name'))}
      />
      <SelectField
        label={LABELS.businessType}
        {...(failed && !types ? { 'aria-describedby': ids('types-failed') } : {})}
        disabled={!types}
        {...field('typeEntreprise', ids('business-type'))}
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
        <EnumOptions values={types} labels={ENTREPRISE_TYPE_LABELS} />
      </SelectField>
    </div>
  );
}

export function TransportField({ ids, field }: Controls) {
  return (
    <SelectField label="Moyen de transport" {...field('typeTransport', ids('transport'))}>
      <option value="">{LABELS.select}</option>
      <EnumOptions values={TRANSPORTS} labels={TRANSPORT_LABELS} />
    </SelectField>
  );
}
