import { MSG } from '@comoe/shared/messages';
import { changePasswordSchema, type UserProfile } from '@comoe/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  addressValues,
  entrepriseFormSchema,
  identitySchema,
  identityValues,
} from './profile-form-schemas';

const identity = {
  prenom: 'Awa',
  nom: 'Koné',
  email: '',
  telephone: '07 00 00 00 01',
  genre: 'FEMME',
  dateDeNaissance: '1995-04-12',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

function tenYearsAgoPlusOneDay(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 10);
  d.setDate(d.getDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('Mon Profil rules', () => {
  it('sends the phone as 10 digits and an empty email as null', () => {
    const result = identitySchema('CLIENT').parse(identity);
    expect(result).toEqual({ ...identity, telephone: '0700000001', email: null });
  });

  it('names each wrong field with the shared French message', () => {
    const result = identitySchema('CLIENT').safeParse({
      ...identity,
      prenom: '  ',
      telephone: '07000',
      email: 'pas-un-email',
      dateDeNaissance: tenYearsAgoPlusOneDay(),
    });
    expect(messages(result)).toEqual({
      prenom: MSG.prenomRequired,
      telephone: MSG.phone,
      email: MSG.emailInvalid,
      dateDeNaissance: MSG.birthDateTooRecent,
    });
  });

  it('keeps gender and birth date required for clients and couriers', () => {
    for (const role of ['CLIENT', 'LIVREUR'] as const) {
      const result = identitySchema(role).safeParse({ ...identity, genre: '', dateDeNaissance: '' });
      expect(messages(result)).toEqual({ genre: MSG.genreRequired, dateDeNaissance: MSG.birthDateRequired });
    }
  });

  it('lets a business owner leave them empty, sent as null', () => {
    const result = identitySchema('ENTREPRISE').parse({ ...identity, genre: '', dateDeNaissance: '' });
    expect(result).toMatchObject({ genre: null, dateDeNaissance: null });
  });

  it('fills the form from the profile without nulls in the inputs', () => {
    const profile = {
      prenom: 'Koffi',
      nom: 'Yao',
      email: null,
      telephone: '0700000002',
      genre: null,
      dateDeNaissance: null,
      cityId: null,
      latitude: null,
      longitude: null,
      infoSupplementaire: null,
    } as UserProfile;
    expect(identityValues(profile)).toMatchObject({ email: '', genre: '', dateDeNaissance: '' });
    expect(addressValues(profile)).toEqual({
      cityId: '',
      latitude: null,
      longitude: null,
      infoSupplementaire: '',
    });
  });
});

describe('Adresse rules', () => {
  const address = { cityId: '3', latitude: 5.2, longitude: -3.7, infoSupplementaire: '  ' };

  it('sends the city as its id and blank directions as null', () => {
    expect(addressSchema('CLIENT').parse(address)).toEqual({
      cityId: 3,
      latitude: 5.2,
      longitude: -3.7,
      infoSupplementaire: null,
    });
  });

  it('asks for a city, except from an administrator', () => {
    expect(messages(addressSchema('CLIENT').safeParse({ ...address, cityId: '' }))).toEqual({
      cityId: MSG.cityRequired,
    });
    expect(addressSchema('ADMIN').parse({ ...address, cityId: '' }).cityId).toBeNull();
  });

  it('refuses coordinates outside the globe', () => {
    expect(addressSchema('CLIENT').safeParse({ ...address, latitude: 120 }).success).toBe(false);
  });
});

describe('Mon Entreprise rules', () => {
  it('requires a name and a known type', () => {
    const result = entrepriseFormSchema.safeParse({ nomEntreprise: ' ', typeEntreprise: '' });
    expect(messages(result)).toEqual({
      nomEntreprise: MSG.nomEntrepriseRequired,
      typeEntreprise: MSG.typeEntrepriseRequired,
    });
    expect(
      entrepriseFormSchema.parse({ nomEntreprise: 'Chez Tantie', typeEntreprise: 'RESTAURANT' }),
    ).toEqual({
      nomEntreprise: 'Chez Tantie',
      typeEntreprise: 'RESTAURANT',
    });
  });
});

describe('Sécurité rules', () => {
  it("says 'Veuillez remplir tous les champs.' for each empty field", () => {
    const result = changePasswordSchema.safeParse({ currentPassword: '', newPassword: '' });
    expect(messages(result)).toEqual({ currentPassword: MSG.fillAllFields, newPassword: MSG.fillAllFields });
  });

  it('holds the new password to the strong-password rule', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'Client@2026', newPassword: 'faible' });
    expect(messages(result)).toEqual({ newPassword: MSG.password });
  });
});
