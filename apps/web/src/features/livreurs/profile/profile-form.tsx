import { updateCourierProfileSchema, type CourierProfile } from '@comoe/shared/schemas/livreurs';
import { latestBirthDate } from '@comoe/shared/validation';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/update-profile';
import { PhotoPicker } from '../components/photo-picker';
import { sessionRefused } from '../errors';
import { TEXT } from '../texts';
import { LABELS as COMMON_LABELS } from '@/lib/labels';

type FieldName = 'nom' | 'prenom' | 'telephone' | 'dateNaissance' | 'cni' | 'permis';
type Values = Record<FieldName, string>;

const LABELS: Record<FieldName, string> = {
  nom: 'Nom',
  prenom: COMMON_LABELS.prenom,
  telephone: COMMON_LABELS.telephone,
  dateNaissance: COMMON_LABELS.birthDate,
  cni: 'Numéro de CNI',
  permis: 'Numéro de permis',
};

const valuesOf = (p: CourierProfile): Values => ({
  nom: p.nom,
  prenom: p.prenom,
  telephone: p.telephone,
  dateNaissance: p.dateNaissance ?? '',
  cni: p.cni ?? '',
  permis: p.permis ?? '',
});

/** The spec's courier profile form; every rule is the shared schema the server applies. */
export function ProfileForm({ profile }: { profile: CourierProfile }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const save = useSaveProfile(profile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCourierProfileSchema.safeParse({ ...values, matricule: profile.matricule });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    save.mutate(
      { values: parsed.data, photo },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          setPhoto(null);
          toast.success(TEXT.profileSaved, TEXT.profileSavedBody);
        },
        onError: (error) => {
          if (sessionRefused(error)) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            setRefusal(error.message);
          toast.error(TEXT.failed, TEXT.profileSaveFailed);
        },
      },
    );
  };

  const input = (name: FieldName, props: Partial<Parameters<typeof Input>[0]> = {}) => {
    const id = `livreur-${name}`;
    return (
      <InputField
        id={id}
        label={LABELS[name]}
        error={errors[name]}
        name={name}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        {...props}
      />
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {input('nom', { autoComplete: 'family-name' })}
        {input('prenom', { autoComplete: 'given-name' })}
        {input('telephone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {input('dateNaissance', { type: 'date', min: '1900-01-01', max: latestBirthDate() })}
        {input('cni')}
        {input('permis')}
        <Field
          id="livreur-matricule"
          label="Matricule"
          hint="Attribué par Comoé Express à l'inscription : il ne se modifie pas."
        >
          <Input id="livreur-matricule" value={profile.matricule} readOnly className="bg-stone-100" />
        </Field>
      </div>
      <PhotoPicker id="livreur-photo" label="Photo" camera="user" photo={photo} onPhoto={setPhoto} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto sm:self-end">
        {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
      </Button>
    </form>
  );
}
