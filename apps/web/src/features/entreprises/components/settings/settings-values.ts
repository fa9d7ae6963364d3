import type { EntrepriseType, PayoutMethod } from '@comoe/shared/enums';
import {
  entrepriseProfileSchema,
  payoutAccountInputSchema,
  type EntrepriseProfile,
  type OwnEntreprise,
  type PayoutAccount,
} from '@comoe/shared/schemas/entreprise-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the inputs hold: text everywhere but the coordinates the geolocation button sets. */
export type SettingsValues = {
  nom: string;
  type: EntrepriseType | '';
  categorieId: string;
  categorieNom: string;
  description: string;
  adresse: string;
  email: string;
  telephone: string;
  villeId: string;
  latitude: number | null;
  longitude: number | null;
  photoFacadeUrl: string;
  logoUrl: string;
  typeCuisine: string;
  delaiPreparationHabituelMin: string;
  paymentMethod: PayoutMethod | '';
  paymentNumber: string;
  accountName: string;
};

export type PayoutOutput = z.output<typeof payoutAccountInputSchema>;
/** One submit saves the profile and, when its fields are filled, the payout account. */
export type SettingsOutput = { profile: EntrepriseProfile; payout: PayoutOutput | null };

export type SettingsTab = 'general' | 'contact' | 'specifics' | 'payout';

/** Where each field lives, in the order the owner reads them: the first error opens its tab. */
export const FIELD_TABS: ReadonlyArray<[keyof SettingsValues, SettingsTab]> = [
  ['nom', 'general'],
  ['type', 'general'],
  ['categorieId', 'general'],
  ['categorieNom', 'general'],
  ['description', 'general'],
  ['adresse', 'contact'],
  ['email', 'contact'],
  ['telephone', 'contact'],
  ['villeId', 'contact'],
  ['latitude', 'contact'],
  ['longitude', 'contact'],
  ['photoFacadeUrl', 'contact'],
  ['logoUrl', 'contact'],
  ['typeCuisine', 'specifics'],
  ['delaiPreparationHabituelMin', 'specifics'],
  ['paymentMethod', 'payout'],
  ['paymentNumber', 'payout'],
  ['accountName', 'payout'],
];

/** The element to focus for a field (the picture fields focus their address input). */
export function fieldElementId(name: keyof SettingsValues): string {
  return name === 'photoFacadeUrl' || name === 'logoUrl' ? `settings-${name}-url` : `settings-${name}`;
}

export function firstError(errors: FieldErrors<SettingsValues>): [keyof SettingsValues, SettingsTab] | null {
  return FIELD_TABS.find(([name]) => errors[name]) ?? null;
}

export function settingsValues(entreprise: OwnEntreprise, payout: PayoutAccount | null): SettingsValues {
  return {
    nom: entreprise.nom,
    type: entreprise.type,
    categorieId: entreprise.categorieId === null ? '' : String(entreprise.categorieId),
    categorieNom: '',
    description: entreprise.description ?? '',
    adresse: entreprise.adresse ?? '',
    email: entreprise.email ?? '',
    telephone: entreprise.telephone ?? '',
    villeId: String(entreprise.villeId),
    latitude: entreprise.latitude,
    longitude: entreprise.longitude,
    photoFacadeUrl: entreprise.photoFacadeUrl ?? '',
    logoUrl: entreprise.logoUrl ?? '',
    typeCuisine: entreprise.typeCuisine ?? '',
    delaiPreparationHabituelMin: String(entreprise.delaiPreparationHabituelMin),
    paymentMethod: payout?.paymentMethod ?? '',
    paymentNumber: payout?.paymentNumber ?? '',
    accountName: payout?.accountName ?? '',
  };
}

const profileResolver = zodResolver(entrepriseProfileSchema) as unknown as Resolver<
  SettingsValues,
  unknown,
  EntrepriseProfile
>;

/** The payout fields are checked only once one of them is filled (spec §5: paymentMethod optional). */
function checkPayout(values: SettingsValues): {
  payout: PayoutOutput | null;
  errors: FieldErrors<SettingsValues>;
} {
  const filled = [values.paymentMethod, values.paymentNumber, values.accountName].some(
    (v) => v.trim() !== '',
  );
  if (!filled) return { payout: null, errors: {} };
  const parsed = payoutAccountInputSchema.safeParse({
    paymentMethod: values.paymentMethod || undefined,
    paymentNumber: values.paymentNumber,
    accountName: values.accountName,
  });
  if (parsed.success) return { payout: parsed.data, errors: {} };
  const errors: FieldErrors<SettingsValues> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if ((name === 'paymentMethod' || name === 'paymentNumber' || name === 'accountName') && !errors[name]) {
      errors[name] = { type: issue.code, message: issue.message };
    }
  }
  return { payout: null, errors };
}

/** Every rule and message of spec §5 comes from the shared schemas the server applies. */
export const settingsResolver: Resolver<SettingsValues, unknown, SettingsOutput> = async (
  values,
  context,
  options,
) => {
  const profile = await profileResolver(values, context, options);
  const payout = checkPayout(values);
  const errors: FieldErrors<SettingsValues> = { ...profile.errors, ...payout.errors };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  const output: SettingsOutput = { profile: profile.values as EntrepriseProfile, payout: payout.payout };
  return { values: output, errors: {} };
};
