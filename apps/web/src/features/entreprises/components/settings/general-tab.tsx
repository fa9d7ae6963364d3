import { ENTREPRISE_TYPES } from '@comoe/shared/enums';
import { NEW_CATEGORY, type OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputField, SelectField, TextareaField } from '@/components/form-fields';
import { ENTREPRISE_TYPE_LABELS } from '@/lib/entreprise-labels';
import { useCategoriesEntreprise } from '../../api/get-categories-entreprise';
import { fieldElementId, type SettingsValues } from './settings-values';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

const id = fieldElementId;

/** Infos Générales: name, type, company category (an existing one or a new one by name), description. */
export function GeneralTab({ entreprise }: { entreprise: OwnEntreprise }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsValues>();
  const categories = useCategoriesEntreprise();
  // A failed list leaves the saved category choosable (spec §8: load failures give empty lists).
  const options = categories.data ?? [];
  const saved =
    entreprise.categorieId !== null && !options.some((c) => c.id === entreprise.categorieId)
      ? [{ id: entreprise.categorieId, nom: entreprise.categorieNom ?? 'Catégorie actuelle' }]
      : [];
  const wantsNew = useWatch({ control, name: 'categorieId' }) === NEW_CATEGORY;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InputField
        id={id('nom')}
        label={LABELS.nomEntreprise}
        error={errors.nom?.message}
        autoComplete="organization"
        {...register('nom')}
      />
      <SelectField
        id={id('type')}
        label="Type d'entreprise"
        error={errors.type?.message}
        {...register('type')}
      >
        <option value="" disabled>
          Sélectionnez
        </option>
        {ENTREPRISE_TYPES.map((type) => (
          <option key={type} value={type}>
            {ENTREPRISE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id('categorieId')}
        label={TEXT.category}
        error={errors.categorieId?.message}
        hint="Les clients filtrent les entreprises de leur ville par catégorie."
        // A new element once the list arrives: react-hook-form then selects the saved category in it.
        key={categories.data ? 'loaded' : 'loading'}
        {...register('categorieId')}
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
          id={id('categorieNom')}
          label="Nom de la nouvelle catégorie"
          error={errors.categorieNom?.message}
          placeholder="Ex. : Grillades"
          {...register('categorieNom')}
        />
      )}
      <TextareaField
        id={id('description')}
        label="Description"
        error={errors.description?.message}
        fieldClassName="sm:col-span-2"
        placeholder="Ce que vous proposez, vos spécialités, vos horaires…"
        {...register('description')}
      />
    </div>
  );
}
