import type { OwnEntreprise, PayoutAccount } from '@comoe/shared/schemas/entreprise-profile';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState, type FieldErrors } from 'react-hook-form';
import { SubmitActions } from '@/components/dialog-actions';
import { TabList, type TabItem } from '@/components/ui/tabs';
import { ContactTab } from './contact-tab';
import { GeneralTab } from './general-tab';
import { PayoutTab } from './payout-tab';
import {
  fieldElementId,
  firstError,
  settingsResolver,
  settingsValues,
  type SettingsOutput,
  type SettingsTab,
  type SettingsValues,
} from './settings-values';
import { SpecificsTab } from './specifics-tab';
import { useSaveSettings } from './use-save-settings';
import { useUnsavedChanges } from '../../unsaved-changes';

const TABS: TabItem<SettingsTab>[] = [
  { value: 'general', label: 'Infos Générales' },
  { value: 'contact', label: 'Contact & Média' },
  { value: 'specifics', label: 'Spécificités' },
  { value: 'payout', label: 'Paiement' },
];
const TABS_ID = 'settings';

type Props = { entreprise: OwnEntreprise; payout: PayoutAccount | null; onCancel: () => void };

/** The four tabs of one form; a refused submit opens the tab of the first error and focuses it. */
export function SettingsForm({ entreprise, payout, onCancel }: Props) {
  const [tab, setTab] = useState<SettingsTab>('general');
  const focusing = useRef<keyof SettingsValues | null>(null);
  const save = useSaveSettings(entreprise.id);
  const form = useForm<SettingsValues, unknown, SettingsOutput>({
    resolver: settingsResolver,
    // Ours: the first error may sit in a hidden tab, which must open first.
    shouldFocusError: false,
    defaultValues: settingsValues(entreprise, payout),
  });

  const { isDirty } = useFormState({ control: form.control });
  useUnsavedChanges('settings', isDirty);

  const focusField = (name: keyof SettingsValues) => document.getElementById(fieldElementId(name))?.focus();

  // A field of another tab can take focus once its tab is on screen.
  useEffect(() => {
    if (!focusing.current) return;
    focusField(focusing.current);
    focusing.current = null;
  }, [tab]);

  const onInvalid = (errors: FieldErrors<SettingsValues>) => {
    const first = firstError(errors);
    if (!first) return;
    const [name, fieldTab] = first;
    if (fieldTab === tab) {
      focusField(name);
      return;
    }
    focusing.current = name;
    setTab(fieldTab);
  };

  const onValid = (output: SettingsOutput) =>
    save.mutate(output, {
      // The saved values become the form's new starting point.
      onSuccess: (saved) =>
        form.reset(
          settingsValues(saved, output.payout ? { entrepriseId: saved.id, ...output.payout } : payout),
        ),
    });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        noValidate
        className="flex flex-col gap-5"
      >
        <TabList
          id={TABS_ID}
          label="Rubriques du profil"
          items={TABS}
          value={tab}
          onValueChange={setTab}
          className="max-sm:grid-flow-row max-sm:grid-cols-2 [&>button]:h-auto [&>button]:min-h-10 [&>button]:py-1 [&>button]:leading-tight"
        />
        {TABS.map((item) => (
          <div
            key={item.value}
            role="tabpanel"
            id={`${TABS_ID}-panel-${item.value}`}
            aria-labelledby={`${TABS_ID}-tab-${item.value}`}
            hidden={item.value !== tab}
          >
            {item.value === 'general' && <GeneralTab entreprise={entreprise} />}
            {item.value === 'contact' && <ContactTab />}
            {item.value === 'specifics' && <SpecificsTab />}
            {item.value === 'payout' && <PayoutTab />}
          </div>
        ))}
        <SubmitActions
          onCancel={onCancel}
          cancelDisabled={save.isPending}
          className="border-t border-border pt-4"
          busy={save.isPending}
          label="Enregistrer toutes les informations"
          busyLabel="Mise à jour en cours..."
        />
      </form>
    </FormProvider>
  );
}
