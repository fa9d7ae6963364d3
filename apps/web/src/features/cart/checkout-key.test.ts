import { describe, expect, it } from 'vitest';
import { CHECKOUT_KEY_STORAGE, cartFingerprint, checkoutKeyFor, forgetCheckoutKey } from './checkout-key';

describe('checkout idempotency key', () => {
  it('describes the cart by business, products and quantities, whatever their order', () => {
    expect(
      cartFingerprint(3, [
        { id: 9, quantity: 1 },
        { id: 2, quantity: 4 },
      ]),
    ).toBe('3:2:x4,9:x1');
    expect(
      cartFingerprint(3, [
        { id: 2, quantity: 4 },
        { id: 9, quantity: 1 },
      ]),
    ).toBe('3:2:x4,9:x1');
    expect(
      cartFingerprint(3, [
        { id: 2, quantity: 5 },
        { id: 9, quantity: 1 },
      ]),
    ).not.toBe('3:2:x4,9:x1');
  });

  it('keeps one key per cart until the order is placed', () => {
    const first = checkoutKeyFor('1:1x2');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutKeyFor('1:1x2')).toBe(first);
    forgetCheckoutKey();
    expect(checkoutKeyFor('1:1x2')).not.toBe(first);
  });

  it('takes a new key when the cart changed', () => {
    const first = checkoutKeyFor('1:1x2');
    expect(checkoutKeyFor('1:1x3')).not.toBe(first);
  });

  it('finds the key again after a reload, from sessionStorage', () => {
    window.sessionStorage.setItem(
      CHECKOUT_KEY_STORAGE,
      JSON.stringify({ key: 'cle-avant-rechargement', cart: '4:7x1' }),
    );
    expect(checkoutKeyFor('4:7x1')).toBe('cle-avant-rechargement');
  });

  it('ignores a stored value it cannot read', () => {
    window.sessionStorage.setItem(CHECKOUT_KEY_STORAGE, '{pas du json');
    expect(checkoutKeyFor('5:1x1')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
