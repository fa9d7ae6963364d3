import { ENTREPRISE_TYPES } from '@comoe/shared/enums';
import { NEW_CATEGORY, type OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useFormContext, useWatch } from 'react-hook-form';
import { EnumOptions } from '@/components/enum-options';
import { InputField, SelectField, TextareaField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import { useCategoriesEntreprise } from '../../api/get-categories-entreprise';
import { fieldElementId, type SettingsValues } from './settings-values';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

/** Infos Générales: name, type, company category (an existing one or a new one by name), description. */
export function GeneralTab({ entreprise }: { entreprise: OwnEntreprise }) {
  const form = useFormContext<SettingsValues>();
  const field = bindFields(form, fieldElementId);
  const categories = useCategoriesEntreprise();
  // A failed list leaves the saved category choosable (spec §8: load failures give empty lists).
  const options = categories.data ?? [];
  const saved =
    entreprise.categorieId !== null && !options.some((c) => c.id === entreprise.categorieId)
      ? [{ id: entreprise.categorieId, nom: entreprise.categorieNom ?? 'Catégorie actuelle' }]
      : [];
  const wantsNew = useWatch({ control: form.control, name: 'categorieId' }) === NEW_CATEGORY;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InputField label={LABELS.nomEntreprise} autoComplete="organization" {...field('nom')} />
      <SelectField label={LABELS.businessType} {...field('type')}>
        <option value="" disabled>
          Sélectionnez
        </option>
        <EnumOptions values={ENTREPRISE_TYPES} labels={ENTREPRISE_TYPE_LABELS} />
      </SelectField>
      <SelectField
        label={TEXT.category}
        hint="Les clients filtrent les entreprises de leur ville par catégorie."
        // A new element once the list arrives: react-hook-form then selects the saved category in it.
        key={categories.data ? 'loaded' : 'loading'}
        {...field('categorieId')}
      >
        <option value="">{categories.isPending ? 'Chargement...' : 'Sélectionnez une catégorie'}</option>
        {[...saved, ...options].map((categorie) => (
          <option key={categorie.id} value={String(categorie.id)}>
            {categorie.nom}
          </option>
        ))}
        <option value={NEW_CATEGORY}>Nouvelle catégorie…</option>
      </SelectField>
      {wantsNew && (
        <InputField
          label="Nom de la nouvelle catégorie"
          placeholder="Ex. : Grillades"
          {...field('categorieNom')}
        />
      )}
      <TextareaField
        label="Description"
        fieldClassName="sm:col-span-2"
        placeholder="Ce que vous proposez, vos spécialités, vos horaires…"
        {...field('description')}
      />
    </div>
  );
}
