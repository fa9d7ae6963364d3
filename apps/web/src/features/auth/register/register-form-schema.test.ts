import { MSG } from '@comoe/shared/messages';
import { latestBirthDate } from '@comoe/shared/validation';
import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, registerFormSchema, type RegisterFormValues } from './register-form-schema';

const filledClient: RegisterFormValues = {
  ...emptyRegisterForm('CLIENT'),
  prenom: 'Awa',
  nom: 'Koné',
  telephone: '07 01 02 03 04',
  motDePasse: 'Client@2026',
  confirmation: 'Client@2026',
  cityId: '2',
  genre: 'FEMME',
  dateDeNaissance: '1995-04-12',
};

/** The first message of each field, the one the form shows (react-hook-form's default). */
function messages(values: RegisterFormValues): Record<string, string> {
  const result = registerFormSchema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('sign-up form rules', () => {
  it('builds the payload the API expects', () => {
    const result = registerFormSchema.parse({ ...filledClient, nomEntreprise: 'ignoré' });
    expect(result).toMatchObject({
      role: 'CLIENT',
      telephone: '0701020304',
      email: null,
      cityId: 2,
      latitude: null,
      longitude: null,
      infoSupplementaire: null,
    });
    expect(result).not.toHaveProperty('nomEntreprise');
  });

  it('says what is missing, in French, field by field', () => {
    expect(messages(emptyRegisterForm('CLIENT'))).toEqual({
      prenom: MSG.prenomRequired,
      nom: MSG.nomRequired,
      telephone: MSG.telephoneRequired,
      motDePasse: MSG.passwordRequired,
      cityId: MSG.cityRequired,
      genre: MSG.genreRequired,
      dateDeNaissance: MSG.birthDateRequired,
      confirmation: MSG.confirmationRequired,
    });
  });

  it('asks a business for its name and type, and a courier for a vehicle', () => {
    expect(messages(emptyRegisterForm('ENTREPRISE'))).toMatchObject({
      nomEntreprise: MSG.nomEntrepriseRequired,
      typeEntreprise: MSG.typeEntrepriseRequired,
    });
    expect(messages(emptyRegisterForm('LIVREUR'))).toMatchObject({ typeTransport: MSG.transportRequired });
  });

  it('flags a mismatched confirmation even while other fields are still wrong', () => {
    const result = messages({
      ...emptyRegisterForm('LIVREUR'),
      motDePasse: 'Livreur@2026',
      confirmation: 'autre',
    });
    expect(result.confirmation).toBe(MSG.passwordMismatch);
  });

  it.each(['CLIENT', 'ENTREPRISE', 'LIVREUR'] as const)('applies the one password rule to %s', (role) => {
    const result = messages({ ...emptyRegisterForm(role), motDePasse: 'abc', confirmation: 'abc' });
    expect(result.motDePasse).toBe(MSG.password);
  });

  it('rejects a bad phone, a bad email and a too recent birth date', () => {
    const tomorrowTenYearsAgo = latestBirthDate(new Date(Date.now() + 2 * 86_400_000));
    expect(
      messages({
        ...filledClient,
        telephone: '07 01',
        email: 'pas-un-email',
        dateDeNaissance: tomorrowTenYearsAgo,
      }),
    ).toEqual({ telephone: MSG.phone, email: MSG.emailInvalid, dateDeNaissance: MSG.birthDateTooRecent });
  });
});
