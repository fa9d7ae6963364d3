import type { ProduitFormInput } from '@comoe/shared/schemas/menu';
import { MAX_GROUPES_PER_PRODUIT, MAX_OPTIONS_PER_GROUPE } from '@comoe/shared/schemas/product-options';
import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  get,
  useFieldArray,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { InputField, SelectField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { ProduitFormOutput } from './use-save-produit';

type ProduitForm = UseFormReturn<ProduitFormInput, unknown, ProduitFormOutput>;

const errorOf = (form: ProduitForm, name: string): string | undefined =>
  get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message;

/** A new group: one optional choice among one option, the owner fills it in. */
const NEW_GROUPE = {
  nom: '',
  obligatoire: false,
  minChoix: 0,
  maxChoix: 1,
  options: [{ nom: '', prixDelta: '0', disponible: true }],
};

/**
 * Issue 21 §3: the product's option groups ("Taille", "Suppléments"), each with its options,
 * price deltas and availability. Saved with the product (the whole list replaces the old one).
 */
export function ProductOptionsFields({ form, disabled }: { form: ProduitForm; disabled: boolean }) {
  const groupes = useFieldArray({ control: form.control, name: 'groupesOptions', keyName: 'key' });
  const listError = errorOf(form, 'groupesOptions') ?? errorOf(form, 'groupesOptions.root');
  return (
    <section className="grid gap-3" aria-labelledby="produit-options-titre">
      <div>
        <h3 id="produit-options-titre" className="font-semibold text-stone-900">
          Options
        </h3>
        <p className="text-sm text-stone-600">
          Taille, suppléments… Le client les choisit avant d'ajouter le produit au panier.
        </p>
      </div>
      {groupes.fields.map((g, index) => (
        <GroupeFields
          key={g.key}
          form={form}
          index={index}
          disabled={disabled}
          onRemove={() => groupes.remove(index)}
        />
      ))}
      {listError && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => groupes.append(NEW_GROUPE)}
        disabled={disabled || groupes.fields.length >= MAX_GROUPES_PER_PRODUIT}
      >
        <Plus aria-hidden="true" />
        Ajouter un groupe d'options
      </Button>
    </section>
  );
}

function GroupeFields({
  form,
  index,
  disabled,
  onRemove,
}: {
  form: ProduitForm;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const base = `groupesOptions.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${base}.options`, keyName: 'key' });
  const obligatoire = useWatch({ control: form.control, name: `${base}.obligatoire` }) ?? false;
  const count = options.fields.length;
  const choices = Array.from({ length: count }, (_, i) => i + 1);
  const groupNo = index + 1;

  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
      data-testid="groupe-options"
    >
      <legend className="sr-only">Groupe d'options {groupNo}</legend>
      <div className="flex items-start gap-2">
        <InputField
          id={`groupe-${index}-nom`}
          label={`Nom du groupe ${groupNo}`}
          placeholder="Taille"
          autoComplete="off"
          fieldClassName="flex-1"
          error={errorOf(form, `${base}.nom`)}
          {...form.register(`${base}.nom`)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-6 text-stone-600 hover:text-red-700"
          aria-label={`Retirer le groupe ${groupNo}`}
          onClick={onRemove}
          disabled={disabled}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <Controller
          control={form.control}
          name={`${base}.obligatoire`}
          render={({ field }) => (
            <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border border-border bg-white px-3">
              <span className="text-sm font-medium text-stone-800">Obligatoire</span>
              <Switch
                checked={field.value ?? false}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  // A required group asks at least one choice; an optional one none.
                  form.setValue(`${base}.minChoix`, on ? 1 : 0, { shouldDirty: true });
                }}
                aria-label={`Groupe ${groupNo} obligatoire`}
                disabled={disabled}
              />
            </label>
          )}
        />
        {obligatoire && (
          <SelectField
            id={`groupe-${index}-min`}
            label="Choix minimum"
            error={errorOf(form, `${base}.minChoix`)}
            {...form.register(`${base}.minChoix`, { setValueAs: Number })}
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          id={`groupe-${index}-max`}
          label="Choix maximum"
          error={errorOf(form, `${base}.maxChoix`)}
          {...form.register(`${base}.maxChoix`, { setValueAs: Number })}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 (un seul choix)' : n}
            </option>
          ))}
        </SelectField>
      </div>
      <ul className="grid gap-2" aria-label={`Options du groupe ${groupNo}`}>
        {options.fields.map((o, j) => (
          <li
            key={o.key}
            className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2 rounded-lg bg-white p-2"
          >
            <InputField
              id={`groupe-${index}-option-${j}-nom`}
              label={`Option ${j + 1}`}
              placeholder="Grande"
              autoComplete="off"
              error={errorOf(form, `${base}.options.${j}.nom`)}
              {...form.register(`${base}.options.${j}.nom`)}
            />
            <InputField
              id={`groupe-${index}-option-${j}-prix`}
              label="+ FCFA"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              error={errorOf(form, `${base}.options.${j}.prixDelta`)}
              {...form.register(`${base}.options.${j}.prixDelta`)}
            />
            <div className="flex flex-col items-center gap-1 pt-6 sm:flex-row sm:pt-7">
              <Controller
                control={form.control}
                name={`${base}.options.${j}.disponible`}
                render={({ field }) => (
                  <Switch
                    checked={field.value ?? true}
                    onCheckedChange={field.onChange}
                    aria-label={`Option ${j + 1} du groupe ${groupNo} disponible`}
                    disabled={disabled}
                  />
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-stone-600 hover:text-red-700"
                aria-label={`Retirer l'option ${j + 1} du groupe ${groupNo}`}
                onClick={() => options.remove(j)}
                disabled={disabled || count <= 1}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {errorOf(form, `${base}.options`) && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {errorOf(form, `${base}.options`)}
        </p>
      )}
      <Button
        type="button"
        variant="ghost"
        className="justify-self-start"
        onClick={() => options.append({ nom: '', prixDelta: '0', disponible: true })}
        disabled={disabled || count >= MAX_OPTIONS_PER_GROUPE}
      >
        <Plus aria-hidden="true" />
        Ajouter une option
      </Button>
    </fieldset>
  );
}
