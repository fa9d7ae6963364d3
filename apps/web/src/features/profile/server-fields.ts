import { MSG } from '@comoe/shared/messages';
import type { FieldMessages } from './server-field-error';
import type {
  AddressFormValues,
  EntrepriseFormValues,
  IdentityFormValues,
  PasswordFormValues,
} from './profile-form-schemas';

/** Which refusals of the server each section shows under a field rather than in a toast. */
export const IDENTITY_SERVER_FIELDS: FieldMessages<keyof IdentityFormValues> = {
  prenom: [MSG.prenomRequired],
  nom: [MSG.nomRequired],
  email: [MSG.emailInvalid],
  telephone: [MSG.phoneTaken, MSG.phone, MSG.telephoneRequired],
  genre: [MSG.genreRequired],
  dateDeNaissance: [MSG.birthDateRequired, MSG.birthDateInvalid, MSG.birthDateTooRecent],
};

export const ADDRESS_SERVER_FIELDS: FieldMessages<keyof AddressFormValues> = {
  cityId: [MSG.cityRequired, MSG.cityUnknown],
};

export const ENTREPRISE_SERVER_FIELDS: FieldMessages<keyof EntrepriseFormValues> = {
  nomEntreprise: [MSG.nomEntrepriseRequired],
  typeEntreprise: [MSG.typeEntrepriseRequired],
};

export const PASSWORD_SERVER_FIELDS: FieldMessages<keyof PasswordFormValues> = {
  currentPassword: [MSG.currentPasswordWrong],
  newPassword: [MSG.samePassword, MSG.password],
};
