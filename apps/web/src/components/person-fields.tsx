import { GENRE_LABELS, GENRES } from '@comoe/shared/enums';
import { latestBirthDate } from '@comoe/shared/validation';
import { EnumOptions } from '@/components/enum-options';
import { InputField, SelectField, TextareaField } from '@/components/form-fields';
import type { BoundField } from '@/components/form-fields-binding';
import { LABELS } from '@/lib/labels';

type PersonField = 'prenom' | 'nom' | 'email' | 'telephone';

const PERSON_FIELDS = [
  { name: 'prenom', label: LABELS.prenom, autoComplete: 'given-name' },
  { name: 'nom', label: 'Nom', autoComplete: 'family-name' },
  { name: 'email', label: 'Email (optionnel)', type: 'email', autoComplete: 'email' },
  { name: 'telephone', label: LABELS.phoneNumber, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
] as const;

type PersonFieldsProps = {
  /** The form's `bindFields`: it gives each input its id, error and registration. */
  field: (name: PersonField) => BoundField;
  phonePlaceholder?: string;
};

/** Prénom, nom, e-mail and phone, as a person gives them on sign-up and in their profile. */
export function PersonFields({ field, phonePlaceholder }: PersonFieldsProps) {
  return PERSON_FIELDS.map(({ name, ...input }) => (
    <InputField
      key={name}
      {...input}
      {...(name === 'telephone' && phonePlaceholder ? { placeholder: phonePlaceholder } : {})}
      {...field(name)}
    />
  ));
}

type ControlProps = BoundField;

/** The genre select; `emptyLabel` names the blank choice. */
export function GenreField({ emptyLabel, ...control }: ControlProps & { emptyLabel: string }) {
  return (
    <SelectField label="Genre" {...control}>
      <option value="">{emptyLabel}</option>
      <EnumOptions values={GENRES} labels={GENRE_LABELS} />
    </SelectField>
  );
}

/** The birth date, from 1900 to the youngest age an account may have. */
export function BirthDateField(control: ControlProps & { label: string }) {
  return <InputField type="date" min="1900-01-01" max={latestBirthDate()} {...control} />;
}

/** The landmarks that help a courier find the address. */
export function AddressDetailsField(control: ControlProps) {
  return (
    <TextareaField
      label={LABELS.addressDetails}
      placeholder={LABELS.addressDetailsPlaceholder}
      rows={3}
      {...control}
    />
  );
}
