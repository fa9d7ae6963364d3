import { cartItemKey, type CartItem } from '@/lib/cart/cart-store';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The Idempotency-Key of the order being placed. Kept in sessionStorage so a reload in the middle
 * of a confirmation sends the same key again, while another tab starts its own attempt.
 */
export const CHECKOUT_KEY_STORAGE = 'checkout-idempotency-key';

type StoredKey = { key: string; cart: string };

/** Where storage is forbidden (some private modes), retries from this page still share the key. */
let inMemory: StoredKey | null = null;

/** What the key stands for: this business, these products, these quantities (prices are the server's). */
export function cartFingerprint(
  businessId: number,
  items: readonly Pick<CartItem, 'id' | 'quantity' | 'options'>[],
): string {
  const lines = items.map((item) => `${cartItemKey(item)}x${item.quantity}`).sort();
  return `${businessId}:${lines.join(',')}`;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null): StoredKey | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CHECKOUT_KEY_STORAGE) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, cart } = value as Record<string, unknown>;
    return typeof key === 'string' && typeof cart === 'string' ? { key, cart } : null;
  } catch {
    return null;
  }
}

/**
 * The key for this cart: the one of an earlier attempt that never got an answer, so the server
 * answers that order again instead of creating a second one; a new key once the cart changed.
 */
export function checkoutKeyFor(cart: string, storage: Storage | null = sessionStore()): string {
  const stored = readStored(storage) ?? inMemory;
  if (stored?.cart === cart) return stored.key;
  const key = newIdempotencyKey();
  inMemory = { key, cart };
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ key, cart } satisfies StoredKey));
  } catch {
    // Storage full or forbidden: the copy in memory still serves retries from this page.
  }
  return key;
}

/** After a placed order: the next checkout is a new order. */
export function forgetCheckoutKey(storage: Storage | null = sessionStore()): void {
  inMemory = null;
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
