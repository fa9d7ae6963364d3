import { describe, expect, it } from 'vitest';
import { courierGains, lastDays, partEntreprise, rangeLength, resolveRange } from './admin-finance.ts';
import { sortQuery } from './schemas/admin-common.ts';
import { dashboardQuerySchema, payoutBodySchema } from './schemas/admin.ts';
import { villeNameKey } from './schemas/villes.ts';

const NOW = new Date('2026-11-23T18:00:00.000Z');

describe('admin definitions', () => {
  it('counts a business’s part and a courier’s 15 % in whole FCFA', () => {
    expect(partEntreprise({ total: 3500, fraisLivraison: 600 })).toBe(2900);
    expect(courierGains(8000)).toBe(1200);
    expect(courierGains(3333)).toBe(500);
  });

  it('fills the ends a range is missing with its screen’s default', () => {
    expect(lastDays(30, NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(resolveRange({}, 'last30days', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(resolveRange({}, 'monthToDate', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(resolveRange({ endDate: '2026-03-10' }, 'last30days', NOW)).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(resolveRange({ endDate: '2026-03-10' }, 'monthToDate', NOW)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(resolveRange({ startDate: '2026-11-20' }, 'monthToDate', NOW)).toEqual({
      from: '2026-11-20',
      to: '2026-11-23',
    });
    expect(resolveRange({ startDate: '2027-01-05' }, 'monthToDate', NOW)).toEqual({
      from: '2027-01-05',
      to: '2027-01-05',
    });
  });

  it('measures ranges in days, ends included', () => {
    expect(rangeLength({ from: '2024-02-01', to: '2024-02-29' })).toBe(29);
    expect(rangeLength({ from: '2025-01-01', to: '2025-12-31' })).toBe(365);
    expect(rangeLength({ from: '2025-01-02', to: '2025-01-01' })).toBe(0);
    expect(dashboardQuerySchema.safeParse({ startDate: '2024-01-01', endDate: '2024-12-31' }).success).toBe(
      true,
    );
    expect(dashboardQuerySchema.safeParse({ startDate: '2024-01-01', endDate: '2025-01-01' }).success).toBe(
      false,
    );
  });
});

describe('admin inputs', () => {
  it('reads sort=key,dir among the allowed keys only', () => {
    const sort = sortQuery(['nom', 'ville'], 'nom,asc');
    expect(sort.parse(undefined)).toEqual({ key: 'nom', desc: false });
    expect(sort.parse('ville,desc')).toEqual({ key: 'ville', desc: true });
    expect(sort.parse('ville')).toEqual({ key: 'ville', desc: false });
    for (const bad of ['id', 'nom,up', 'nom,asc,x', '', 'nom desc'])
      expect(sort.safeParse(bad).success, bad).toBe(false);
  });

  it('takes a payout reference trimmed, blank as none', () => {
    expect(payoutBodySchema.parse(undefined)).toEqual({ reference: null });
    expect(payoutBodySchema.parse(null)).toEqual({ reference: null });
    expect(payoutBodySchema.parse({ reference: '  ' })).toEqual({ reference: null });
    expect(payoutBodySchema.parse({ reference: ' WV-1 ' })).toEqual({ reference: 'WV-1' });
  });

  it('knows one city under its spellings', () => {
    expect(villeNameKey('  Adiaké ')).toBe('adiake');
    expect(villeNameKey('ADIAKE')).toBe('adiake');
    expect(villeNameKey('Adiake\u0301')).toBe('adiake');
    expect(villeNameKey('Grand   Bassam')).toBe('grand bassam');
    expect(villeNameKey('Ayamé')).not.toBe(villeNameKey('Ayam'));
  });
});
