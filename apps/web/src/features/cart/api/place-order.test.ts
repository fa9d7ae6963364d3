import { MSG } from '@comoe/shared/messages';
import type { CheckoutInput, ClientOrder } from '@comoe/shared/schemas/commandes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { clientOrder } from '@/test/factories';
import { forgetCheckoutKey } from '../checkout-key';
import { ORDER_TIMEOUT_MESSAGE, PLACE_ORDER_TIMEOUT_MS, placeOrder } from './place-order';

const checkout: CheckoutInput = {
  entrepriseId: 1,
  items: [{ produitId: 2, quantite: 3 }],
  typePaiement: 'WAVE',
  adresseLivraison: 'Quartier France, Bassam',
  latitude: 5.2,
  longitude: -3.7,
  infoSupplementaire: null,
};
const request = { checkout, cart: '1:2x3' };

const order: ClientOrder = clientOrder({
  id: '6f1c2f0e-58c4-4a53-9d59-1f7a0c1f6b11',
  dateCommande: '2026-11-22T10:00:00.000Z',
  typePaiement: 'WAVE',
  codeClient: '123456',
  entrepriseTelephone: null,
  adresseLivraison: 'Quartier France, Bassam',
  items: [{ produitId: 5, quantite: 3, produitNom: 'Garba', prixUnitaire: 1000 }],
});

const created = () =>
  new Response(JSON.stringify(order), { status: 201, headers: { 'content-type': 'application/json' } });

function keysSent(fetchMock: ReturnType<typeof vi.fn>): (string | null)[] {
  return fetchMock.mock.calls.map((call) =>
    new Headers((call[1] as RequestInit).headers).get('Idempotency-Key'),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetCheckoutKey();
});

describe('placing an order', () => {
  it('sends the checkout body with an Idempotency-Key', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(created()));
    vi.stubGlobal('fetch', fetchMock);
    await expect(placeOrder(request)).resolves.toEqual(order);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/commandes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(checkout);
    expect(keysSent(fetchMock)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries with the same key after a lost connection, and takes a new one after success', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      // The api client's own resend, cut too.
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);

    await expect(placeOrder(request)).rejects.toMatchObject({ status: 0, message: MSG.networkError });
    await placeOrder(request);
    await placeOrder(request);

    const [failed, resent, retried, next] = keysSent(fetchMock);
    expect(resent).toBe(failed);
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
  });

  it('keeps the key after a server refusal, so a retry of that cart is still recognised', async () => {
    const refused = new Response(JSON.stringify({ message: MSG.productUnavailable('Garba') }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    const fetchMock = vi.fn().mockResolvedValueOnce(refused).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);

    const error: unknown = await placeOrder(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: '« Garba » est épuisé pour le moment.' });
    await placeOrder(request);
    const [first, second] = keysSent(fetchMock);
    expect(second).toBe(first);
  });

  it('gives up on a stalled request and retries it with the same key', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      )
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);

    const stalled = placeOrder(request).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(PLACE_ORDER_TIMEOUT_MS);
    expect(await stalled).toMatchObject({ status: 0, message: ORDER_TIMEOUT_MESSAGE });

    await placeOrder(request);
    const [first, second] = keysSent(fetchMock);
    expect(second).toBe(first);
  });

  it('takes a new key for a different cart', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    await placeOrder(request).catch(() => undefined);
    await placeOrder({ ...request, cart: '1:2x4' });
    const [first, , second] = keysSent(fetchMock);
    expect(second).not.toBe(first);
  });
});
