import { useFormContext, useWatch } from 'react-hook-form';
import {
  DECISION_MSG,
  DELAI_PREPARATION_MAX,
  DELAI_PREPARATION_MIN,
} from '@comoe/shared/schemas/order-decisions';
import { InputField } from '@/components/form-fields';
import { bindFields } from '@/components/form-fields-binding';
import { fieldElementId, type SettingsValues } from './settings-values';

/**
 * Spécificités: the usual preparation time, that the accept dialog offers first and that an accept
 * without a time takes (issue 32 §1); the type of cuisine, for a restaurant only.
 */
export function SpecificsTab() {
  const form = useFormContext<SettingsValues>();
  const type = useWatch({ control: form.control, name: 'type' });
  const field = bindFields(form, fieldElementId);
  return (
    <div className="flex flex-col gap-4">
      <InputField
        label={DECISION_MSG.habituelLabel}
        hint={DECISION_MSG.habituelHint}
        type="number"
        inputMode="numeric"
        min={DELAI_PREPARATION_MIN}
        max={DELAI_PREPARATION_MAX}
        step={1}
        {...field('delaiPreparationHabituelMin')}
      />
      {type === 'RESTAURANT' ? (
        <InputField
          label="Type de cuisine"
          hint="Affiché sur votre fiche pour aider les clients à choisir : ivoirienne, grillades, fast-food…"
          placeholder="Ex. : Ivoirienne"
          {...field('typeCuisine')}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-sm text-stone-700">
          Aucun type de cuisine pour ce type d'entreprise : il ne concerne que les restaurants.
        </p>
      )}
    </div>
  );
}
