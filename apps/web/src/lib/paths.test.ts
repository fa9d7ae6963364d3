import { describe, expect, it } from 'vitest';
import { hidesFooter, hidesSiteChrome, parseBusinessTab, paths, signInPathFor } from './paths';

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
    ['/client-dashboard', false],
    ['/city/bassam', false],
    ['/', false],
  ])('%s hides the marketing footer: %s', (pathname, hidden) => {
    expect(hidesFooter(pathname)).toBe(hidden);
  });
});
