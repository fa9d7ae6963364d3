import type { Role } from '@comoe/shared/enums';
import { describe, expect, it } from 'vitest';
import { ACCESS, decideAccess, type AccessRule } from './access';

type Who = Role | null;
const EVERYONE: Who[] = [null, 'CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'];

/** Expected outcome for each visitor: 'allow' or the address they are sent to. */
const EXPECTED: [string, AccessRule, Record<string, string>][] = [
  [
    'signed-out pages (/login, /register)',
    ACCESS.signedOut,
    {
      none: 'allow',
      CLIENT: '/client-dashboard',
      ENTREPRISE: '/business-dashboard',
      LIVREUR: '/delivery-dashboard',
      ADMIN: '/admin/dashboard',
    },
  ],
  [
    'signed-in pages (/profile, /orders)',
    ACCESS.signedIn,
    { none: '/login', CLIENT: 'allow', ENTREPRISE: 'allow', LIVREUR: 'allow', ADMIN: 'allow' },
  ],
  [
    'client area',
    ACCESS.client,
    {
      none: '/login',
      CLIENT: 'allow',
      ENTREPRISE: '/business-dashboard',
      LIVREUR: '/delivery-dashboard',
      ADMIN: '/admin/dashboard',
    },
  ],
  [
    'business area',
    ACCESS.business,
    {
      none: '/login',
      CLIENT: '/client-dashboard',
      ENTREPRISE: 'allow',
      LIVREUR: '/delivery-dashboard',
      ADMIN: '/admin/dashboard',
    },
  ],
  [
    'courier area',
    ACCESS.delivery,
    {
      none: '/login',
      CLIENT: '/client-dashboard',
      ENTREPRISE: '/business-dashboard',
      LIVREUR: 'allow',
      ADMIN: '/admin/dashboard',
    },
  ],
  [
    'admin area',
    ACCESS.admin,
    {
      none: '/admin/login',
      CLIENT: '/client-dashboard',
      ENTREPRISE: '/business-dashboard',
      LIVREUR: '/delivery-dashboard',
      ADMIN: 'allow',
    },
  ],
  [
    'admin sign-in (/admin/login)',
    ACCESS.adminLogin,
    { none: 'allow', CLIENT: '/', ENTREPRISE: '/', LIVREUR: '/', ADMIN: '/admin/dashboard' },
  ],
];

const outcome = (rule: AccessRule, who: Who, lastRole: Who = null) => {
  const decision = decideAccess(rule, who, lastRole);
  return decision.allowed ? 'allow' : decision.redirectTo;
};

describe('route access', () => {
  describe.each(EXPECTED)('%s', (_name, rule, expected) => {
    it.each(EVERYONE)('for %s', (who) => {
      expect(outcome(rule, who)).toBe(expected[who ?? 'none']);
    });
  });

  it('sends an admin who just signed out to the admin sign-in page', () => {
    expect(outcome(ACCESS.admin, null, 'ADMIN')).toBe('/admin/login');
    expect(outcome(ACCESS.signedIn, null, 'ADMIN')).toBe('/admin/login');
  });

  it('sends a signed-out visitor of the admin area to the admin sign-in, whoever left last', () => {
    expect(outcome(ACCESS.admin, null, 'CLIENT')).toBe('/admin/login');
  });

  it('sends an admin who signs in on the admin door back to the admin page asked for', () => {
    const decide = (state: unknown) => decideAccess(ACCESS.adminLogin, 'ADMIN', null, state);
    expect(decide({ from: '/admin/finances' })).toEqual({ allowed: false, redirectTo: '/admin/finances' });
    expect(decide({ from: '/admin/login' })).toEqual({ allowed: false, redirectTo: '/admin/dashboard' });
    expect(decide({ from: '//evil.example/x' })).toEqual({ allowed: false, redirectTo: '/admin/dashboard' });
    expect(decideAccess(ACCESS.adminLogin, 'CLIENT', null, { from: '/admin/finances' })).toEqual({
      allowed: false,
      redirectTo: '/',
    });
  });

  it('brings an owner who signs in back to the dashboard tab he was sent from, and nowhere else', () => {
    const decide = (role: Role, state: unknown) => decideAccess(ACCESS.signedOut, role, null, state);
    const settings = '/business-dashboard?tab=settings';
    expect(decide('ENTREPRISE', { from: settings })).toEqual({ allowed: false, redirectTo: settings });
    // Another role's page, another site, nothing asked: the user's own dashboard.
    expect(decide('CLIENT', { from: settings })).toEqual({ allowed: false, redirectTo: '/client-dashboard' });
    expect(decide('ENTREPRISE', { from: '//evil.example/business-dashboard' })).toEqual({
      allowed: false,
      redirectTo: '/business-dashboard',
    });
    expect(decide('LIVREUR', null)).toEqual({ allowed: false, redirectTo: '/delivery-dashboard' });
  });

  it('sends anyone else who just signed out to the ordinary sign-in page', () => {
    expect(outcome(ACCESS.client, null, 'CLIENT')).toBe('/login');
    expect(outcome(ACCESS.business, null, 'ENTREPRISE')).toBe('/login');
  });
});
