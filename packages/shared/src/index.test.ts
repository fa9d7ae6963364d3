import { describe, expect, it } from 'vitest';
import { formatFcfa } from './money.ts';
import { dashboardPath, parseRole } from './roles.ts';
import { capitalize, citySlug, deVille, plural } from './text.ts';
import { latestBirthDate, mobileMoneyNumberSchema, PASSWORD_PATTERN } from './validation.ts';
import { registerSchema } from './schemas/auth.ts';
import { priceSchema } from './schemas/menu.ts';
import { MSG } from './messages.ts';

describe('formatting', () => {
  it('writes FCFA amounts the French way', () => {
    expect(formatFcfa(1500)).toBe('1 500 FCFA');
    expect(formatFcfa(0)).toBe('0 FCFA');
    expect(formatFcfa(1234567)).toBe('1 234 567 FCFA');
  });
  it('capitalises server lists and builds city slugs', () => {
    expect(capitalize('SUPERMARCHE')).toBe('Supermarche');
    expect(citySlug(' Adiaké ')).toBe('adiake');
    expect(citySlug('ADIAKE')).toBe('adiake');
    expect(citySlug('Adiake\u0301')).toBe('adiake');
  });
  it('puts a plural s on each word of a count from 2 on', () => {
    expect([0, 1, 2].map((n) => plural(n, 'commande', 'livrée'))).toEqual([
      '0 commande livrée',
      '1 commande livrée',
      '2 commandes livrées',
    ]);
  });
  it("elides 'de' before a city starting with a vowel", () => {
    expect(['Adiaké', 'Aboisso', 'Assinie', 'Ayamé', 'Bassam', 'Yaou'].map(deVille)).toEqual([
      "d'Adiaké",
      "d'Aboisso",
      "d'Assinie",
      "d'Ayamé",
      'de Bassam',
      'de Yaou',
    ]);
  });
});

describe('roles', () => {
  it('reads roles with or without the ROLE_ prefix', () => {
    expect(parseRole('ROLE_ADMIN')).toBe('ADMIN');
    expect(parseRole('LIVREUR')).toBe('LIVREUR');
    expect(parseRole('ROLE_ROOT')).toBeNull();
    expect(parseRole(42)).toBeNull();
  });
  it('sends each role to its own dashboard', () => {
    expect(dashboardPath('CLIENT')).toBe('/client-dashboard');
    expect(dashboardPath('ENTREPRISE')).toBe('/business-dashboard');
    expect(dashboardPath('LIVREUR')).toBe('/delivery-dashboard');
    expect(dashboardPath('ADMIN')).toBe('/admin/dashboard');
    expect(dashboardPath(null)).toBe('/');
  });
});

describe('password rule', () => {
  it.each(['Client@2026', 'Abcdef1.', 'aB3-aaaa', 'Abidjan#2026', 'Éléphant+9', 'Bassam/2026'])(
    'accepts %s',
    (p) => expect(PASSWORD_PATTERN.test(p)).toBe(true),
  );
  it.each(['Ab1!xyz', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abc defg1!', 'Abcdefg1 '])(
    'refuses %s',
    (p) => expect(PASSWORD_PATTERN.test(p)).toBe(false),
  );
});

describe('registration schema', () => {
  const base = {
    prenom: 'Awa',
    nom: 'Koné',
    telephone: '07 01 02 03 04',
    motDePasse: 'Client@2026',
    cityId: 1,
    role: 'CLIENT',
    genre: 'FEMME',
    dateDeNaissance: '1995-04-12',
  };
  it('normalises the phone and empties optional fields to null', () => {
    const r = registerSchema.parse({ ...base, email: '' });
    expect(r.telephone).toBe('0701020304');
    expect(r.email).toBeNull();
  });
  it('says why a phone is refused', () => {
    const r = registerSchema.safeParse({ ...base, telephone: '070102' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.phone);
  });
  it('refuses a birth date less than ten years ago', () => {
    const tooYoung = latestBirthDate(new Date(Date.now() + 86_400_000 * 2));
    const r = registerSchema.safeParse({ ...base, dateDeNaissance: tooYoung });
    expect(r.error?.issues[0]?.message).toBe(MSG.birthDateTooRecent);
  });
});

describe('price rule (whole FCFA)', () => {
  const messageOf = (prix: unknown) => priceSchema.safeParse(prix).error?.issues[0]?.message;

  it('accepts whole amounts, with or without spaces', () => {
    expect(priceSchema.parse('1500')).toBe(1500);
    expect(priceSchema.parse('1 500')).toBe(1500);
    expect(priceSchema.parse(2000)).toBe(2000);
  });

  it('refuses decimals, written with a point or a French comma, with the whole-FCFA message', () => {
    expect(messageOf('1500.5')).toBe(MSG.produitPrixWhole);
    expect(messageOf('1500,50')).toBe(MSG.produitPrixWhole);
    expect(messageOf(1500.5)).toBe(MSG.produitPrixWhole);
  });

  it('refuses nothing and zero with the positive-price message', () => {
    expect(messageOf('')).toBe(MSG.produitPrixPositive);
    expect(messageOf('0')).toBe(MSG.produitPrixPositive);
  });

  it('refuses words with the whole-number message', () => {
    expect(messageOf('mille')).toBe(MSG.produitPrixNotNumber);
    expect(messageOf('abc')).toBe(MSG.produitPrixNotNumber);
  });
});

describe('payout number rule (Ivorian mobile money)', () => {
  const messageOf = (n: unknown) => mobileMoneyNumberSchema.safeParse(n).error?.issues[0]?.message;

  it('stores the 10 digits of 01, 05 and 07 numbers typed with spaces or +225', () => {
    expect(mobileMoneyNumberSchema.parse('07 00 00 00 01')).toBe('0700000001');
    expect(mobileMoneyNumberSchema.parse('+225 05 12 34 56 78')).toBe('0512345678');
    expect(mobileMoneyNumberSchema.parse('00225 0112345678')).toBe('0112345678');
    expect(mobileMoneyNumberSchema.parse(' 01.02.03.04.05 ')).toBe('0102030405');
  });

  it('refuses words, markup, landlines and wrong lengths with one French message', () => {
    for (const bad of ['abcdefgh', '<script>', '2722000000', '0800000000', '070000000', '07000000001']) {
      expect(messageOf(bad), bad).toBe(MSG.payoutNumberInvalid);
    }
    expect(messageOf('  ')).toBe(MSG.payoutNumberRequired);
  });
});
