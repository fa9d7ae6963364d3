import { describe, expect, it } from 'vitest';
import { paymentLinks } from './payment-links';

describe('mobile-money links', () => {
  it('offers Wave and Orange Money, both carrying the amount', () => {
    const links = paymentLinks(4250);
    expect(links.map((link) => link.label)).toEqual(['Wave', 'Orange Money']);
    expect(new URL(links[0]!.href).searchParams.get('amount')).toBe('4250');
    expect(decodeURIComponent(links[1]!.href)).toMatch(/^tel:#144\*.*\*4250#$/);
  });

  it('sends whole francs only', () => {
    expect(paymentLinks(1999.6)[0]!.href).toContain('amount=2000');
  });
});
