import type { PublicRole, UploadKind } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { registerSchema, type RegisterPayload } from '@comoe/shared/schemas/auth';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LABELS } from '@/lib/labels';

/**
 * What a sign-up form holds while it is being filled: every role's fields as typed text. The
 * shared registerSchema validates the branch of the form's role and drops the other fields.
 */
export type RegisterFormValues = {
  role: PublicRole;
  prenom: string;
  nom: string;
  email: string;
  telephone: string;
  motDePasse: string;
  confirmation: string;
  cityId: string;
  latitude: number | null;
  longitude: number | null;
  infoSupplementaire: string;
  genre: string;
  dateDeNaissance: string;
  nomEntreprise: string;
  typeEntreprise: string;
  typeTransport: string;
};

export type RegisterFormOutput = RegisterPayload & { confirmation: string };

export const registerFormSchema = z
  .intersection(
    registerSchema,
    z.object({
      confirmation: z.string({ error: MSG.confirmationRequired }).min(1, MSG.confirmationRequired),
    }),
  )
  .refine((values) => values.motDePasse === values.confirmation, {
    path: ['confirmation'],
    message: MSG.passwordMismatch,
    // Say it at once, not only after every other field is right.
    when: ({ value }) => {
      const { motDePasse, confirmation } = value as Partial<RegisterFormValues>;
      return typeof motDePasse === 'string' && typeof confirmation === 'string' && confirmation !== '';
    },
  });

// The form's text values are the schema's input seen field by field; zod cannot infer that shape
// from a union of roles, hence the one cast.
export const registerFormResolver = zodResolver(registerFormSchema) as unknown as Resolver<
  RegisterFormValues,
  unknown,
  RegisterFormOutput
>;

export function emptyRegisterForm(role: PublicRole): RegisterFormValues {
  return {
    role,
    prenom: '',
    nom: '',
    email: '',
    telephone: '',
    motDePasse: '',
    confirmation: '',
    cityId: '',
    latitude: null,
    longitude: null,
    infoSupplementaire: '',
    genre: '',
    dateDeNaissance: '',
    nomEntreprise: '',
    typeEntreprise: '',
    typeTransport: '',
  };
}

/** `required`: the French refusal when it is not chosen. */
export type PhotoField = { kind: UploadKind; label: string; required?: string };

/**
 * The pictures each kind of account may attach; optional, as the product has always allowed,
 * except a courier's papers: an admin verifies them before he rides (issue 20 §2).
 */
export const PHOTO_FIELDS: Record<PublicRole, PhotoField[]> = {
  CLIENT: [{ kind: 'profile', label: 'Photo de profil (optionnelle)' }],
  ENTREPRISE: [
    { kind: 'restaurant', label: 'Photo principale' },
    { kind: 'facade', label: 'Photo de façade (optionnelle)' },
  ],
  LIVREUR: [
    { kind: 'profile', label: LABELS.profilePhoto },
    { kind: 'cni', label: LABELS.cniPhoto, required: MSG.cniPhotoRequired },
    { kind: 'license', label: LABELS.licensePhoto, required: MSG.licensePhotoRequired },
  ],
};
