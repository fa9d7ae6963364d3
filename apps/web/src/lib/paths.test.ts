import { describe, expect, it } from 'vitest';
import {
  adminReturnPath,
  hidesFooter,
  hidesSiteChrome,
  parseBusinessTab,
  paths,
  signInPathFor,
} from './paths';

describe('paths', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/admin/register', true],
    ['/delivery-dashboard', true],
    ['/business-dashboard', true],
    ['/entreprise/onboarding/paiement', false],
    ['/', false],
    ['/admin/login', false],
    ['/admin/login/', false],
    ['/admin', true],
    ['/admin/dashboard', true],
    ['/admin/businesses', true],
    ['/admin/nimporte', true],
    ['/administration', false],
    ['/client-dashboard', false],
    ['/contact', false],
  ])('hides header and footer on %s: %s', (pathname, hidden) => {
    expect(hidesSiteChrome(pathname)).toBe(hidden);
  });

  it.each([
    [{ from: '/admin/finances' }, '/admin/finances'],
    [{ from: '/admin/payouts?startDate=2026-10-01#x' }, '/admin/payouts?startDate=2026-10-01#x'],
    [{ from: '/admin/login' }, '/admin/dashboard'],
    [{ from: '/admin/LOGIN/' }, '/admin/dashboard'],
    [{ from: '/admin/../login' }, '/admin/dashboard'],
    [{ from: '/admin/%2e%2e/client-dashboard' }, '/admin/dashboard'],
    [{ from: '/admin' }, '/admin/dashboard'],
    [{ from: '/administration' }, '/admin/dashboard'],
    [{ from: '/client-dashboard' }, '/admin/dashboard'],
    [{ from: '//evil.example/admin/finances' }, '/admin/dashboard'],
    [{ from: '/\\evil.example/admin/x' }, '/admin/dashboard'],
    [{ from: 'https://evil.example/admin/finances' }, '/admin/dashboard'],
    [{ from: '/\t/evil.example/admin/finances' }, '/admin/dashboard'],
    [{ from: 42 }, '/admin/dashboard'],
    [null, '/admin/dashboard'],
    ['/admin/finances', '/admin/dashboard'],
  ])('returns the admin sign-in from %j to %s', (state, expected) => {
    expect(adminReturnPath(state)).toBe(expected);
  });

  it('builds city and sign-up addresses', () => {
    expect(paths.city(' Adiaké ')).toBe('/city/adiake');
    expect(paths.register('business')).toBe('/register?type=business');
    expect(paths.register()).toBe('/register');
  });

  it('gives admins their own sign-in page', () => {
    expect(signInPathFor('ADMIN')).toBe('/admin/login');
    expect(signInPathFor('LIVREUR')).toBe('/login');
    expect(signInPathFor(null)).toBe('/login');
  });

  it('reads the business tab, orders by default', () => {
    expect(parseBusinessTab('menu')).toBe('menu');
    expect(parseBusinessTab('payment-history')).toBe('payment-history');
    expect(parseBusinessTab(null)).toBe('orders');
    expect(parseBusinessTab('nimporte')).toBe('orders');
    expect(paths.businessTab('settings')).toBe('/business-dashboard?tab=settings');
  });
});

describe('footer', () => {
  it.each([
    ['/cart', true],
    ['/cart_client', true],
    ['/orders', true],
    ['/orders_client', true],
    ['/entreprise/onboarding/paiement', true],
    ['/client-dashboard', false],
    ['/city/bassam', false],
    ['/', false],
  ])('%s hides the marketing footer: %s', (pathname, hidden) => {
    expect(hidesFooter(pathname)).toBe(hidden);
  });
});
