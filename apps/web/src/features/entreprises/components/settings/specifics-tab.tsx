import { useFormContext, useWatch } from 'react-hook-form';
import { InputField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { fieldElementId, type SettingsValues } from './settings-values';

/** Spécificités: the type of cuisine, which means something for a restaurant only. */
export function SpecificsTab() {
  const form = useFormContext<SettingsValues>();
  const type = useWatch({ control: form.control, name: 'type' });
  if (type !== 'RESTAURANT') {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-sm text-stone-700">
        Aucune spécificité pour ce type d'entreprise : le type de cuisine ne concerne que les restaurants.
      </p>
    );
  }
  return (
    <InputField
      label="Type de cuisine"
      hint="Affiché sur votre fiche pour aider les clients à choisir : ivoirienne, grillades, fast-food…"
      placeholder="Ex. : Ivoirienne"
      {...bindFields(form, fieldElementId)('typeCuisine')}
    />
  );
}
