import type { Role } from '@comoe/shared/enums';
import { updateUserSchema, type UserProfile } from '@comoe/shared/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * Each profile section is its own form and saves only its own fields with PUT /api/users/{id}.
 * Every rule comes from the shared updateUserSchema the server applies; the forms only add which
 * fields a role must keep filled, and turn the inputs' text into the payload's types.
 */
const field = updateUserSchema.shape;

/** An emptied input means "no value", which the API spells null. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Clients and couriers gave their gender and birth date at sign-up; they may change them, not erase them. */
export function keepsPersonalDetails(role: Role): boolean {
  return role === 'CLIENT' || role === 'LIVREUR';
}

/** Every account but an administrator's belongs to a city (it decides deliveries and missions). */
export function needsCity(role: Role): boolean {
  return role !== 'ADMIN';
}

export function identitySchema(role: Role) {
  const personal = keepsPersonalDetails(role);
  return z.object({
    prenom: field.prenom.unwrap(),
    nom: field.nom.unwrap(),
    email: field.email.unwrap(),
    telephone: field.telephone.unwrap(),
    genre: z.preprocess(blankToNull, personal ? field.genre.unwrap().unwrap() : field.genre.unwrap()),
    dateDeNaissance: z.preprocess(
      blankToNull,
      personal ? field.dateDeNaissance.unwrap().unwrap() : field.dateDeNaissance.unwrap(),
    ),
  });
}

export function addressSchema(role: Role) {
  const city = field.cityId.unwrap();
  return z.object({
    cityId: z.preprocess(
      (value) => (value === '' || value === null ? null : Number(value)),
      needsCity(role) ? city.unwrap() : city,
    ),
    latitude: field.latitude.unwrap(),
    longitude: field.longitude.unwrap(),
    infoSupplementaire: field.infoSupplementaire.unwrap(),
  });
}

export const entrepriseFormSchema = z.object({
  nomEntreprise: field.nomEntreprise.unwrap(),
  typeEntreprise: field.typeEntreprise.unwrap(),
});

/** What the inputs hold: text everywhere but the coordinates the geolocation button sets. */
export type IdentityFormValues = {
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  genre: string;
  dateDeNaissance: string;
};
export type AddressFormValues = {
  cityId: string;
  latitude: number | null;
  longitude: number | null;
  infoSupplementaire: string;
};
export type EntrepriseFormValues = { nomEntreprise: string; typeEntreprise: string };
export type PasswordFormValues = { currentPassword: string; newPassword: string };

export type IdentityPayload = z.output<ReturnType<typeof identitySchema>>;
export type AddressPayload = z.output<ReturnType<typeof addressSchema>>;
export type EntreprisePayload = z.output<typeof entrepriseFormSchema>;

/**
 * The inputs hold text where the schema expects numbers or null, a shape zod cannot infer through
 * z.preprocess; the one cast lives here.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    Output
  >;
}

export function identityValues(profile: UserProfile): IdentityFormValues {
  return {
    prenom: profile.prenom,
    nom: profile.nom,
    email: profile.email ?? '',
    telephone: profile.telephone,
    genre: profile.genre ?? '',
    dateDeNaissance: profile.dateDeNaissance ?? '',
  };
}

export function addressValues(profile: UserProfile): AddressFormValues {
  return {
    cityId: profile.cityId === null ? '' : String(profile.cityId),
    latitude: profile.latitude,
    longitude: profile.longitude,
    infoSupplementaire: profile.infoSupplementaire ?? '',
  };
}

export function entrepriseValues(profile: UserProfile): EntrepriseFormValues {
  return { nomEntreprise: profile.nomEntreprise ?? '', typeEntreprise: profile.typeEntreprise ?? '' };
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '' };
