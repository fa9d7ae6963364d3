import { MSG } from '@comoe/shared/messages';
import { clientOrderSchema, type CheckoutInput, type ClientOrder } from '@comoe/shared/schemas/commandes';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { checkoutKeyFor, forgetCheckoutKey } from '../checkout-key';

/** A 3G connection can stall without failing: past this, the attempt is reported as lost. */
export const PLACE_ORDER_TIMEOUT_MS = 30_000;

export const ORDER_TIMEOUT_MESSAGE =
  'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.';

export type PlaceOrderRequest = {
  checkout: CheckoutInput;
  /** cartFingerprint() of the cart being ordered: the key lives as long as this cart. */
  cart: string;
};

/**
 * Every attempt for the same cart carries the same Idempotency-Key, so a retry after a lost answer
 * gets the first order back rather than a second one; the key is dropped only once the order is placed.
 */
export async function placeOrder({ checkout, cart }: PlaceOrderRequest): Promise<ClientOrder> {
  const key = checkoutKeyFor(cart);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PLACE_ORDER_TIMEOUT_MS);
  try {
    const order = await apiRequest('/api/commandes', {
      method: 'POST',
      body: checkout,
      headers: { 'Idempotency-Key': key },
      schema: clientOrderSchema,
      signal: controller.signal,
    });
    forgetCheckoutKey();
    return order;
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, ORDER_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The server knows this key with other details: the first attempt did place the order. */
export function isAlreadyPlaced(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.message === MSG.idempotencyKeyReused;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
