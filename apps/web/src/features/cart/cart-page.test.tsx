import { MSG } from '@comoe/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart, type CartItem } from '@/lib/cart/cart-store';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session/session-store';
import { TOKEN_KEY } from '@/lib/session/stored-session';
import { clientOrder, produit, publicEntreprise, userProfile } from '@/test/factories';
import { CartPage } from './cart-page';
import { forgetCheckoutKey } from './checkout-key';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const profile = userProfile({
  id: 2,
  prenom: 'Aya',
  nom: 'Kouassi',
  dateDeNaissance: '1994-06-15',
  latitude: 5.20916,
  longitude: -3.73976,
  infoSupplementaire: 'Quartier France, maison jaune',
});
const entreprise = publicEntreprise({ latitude: 5.2058, longitude: -3.73796 });
const order = clientOrder({
  id: '6f1c2f0e-58c4-4a53-9d59-1f7a0c1f6b11',
  dateCommande: '2026-11-22T10:00:00.000Z',
  total: 3000,
  sousTotal: 2500,
  typePaiement: 'WAVE',
  codeClient: '123456',
  entrepriseTelephone: null,
  adresseLivraison: 'Quartier France, maison jaune, Bassam',
  items: [{ produitId: 2, quantite: 2, produitNom: 'Garba', prixUnitaire: 1000 }],
});

const cartItems: CartItem[] = [
  {
    id: 2,
    name: 'Garba',
    price: 1000,
    quantity: 2,
    image: null,
    restaurantId: 1,
    restaurantName: 'Chez Tantie Awa',
  },
  {
    id: 10,
    name: 'Bissap',
    price: 500,
    quantity: 1,
    image: null,
    restaurantId: 1,
    restaurantName: 'Chez Tantie Awa',
  },
];

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

type Handler = (url: URL, init: RequestInit) => Promise<Response> | undefined;

let menu = [produit(2, 'Garba', 1000), produit(10, 'Bissap', 500)];
let devisAnswer: (url: URL) => Promise<Response>;
let placeAnswer: () => Promise<Response>;
const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
  const url = new URL(input, 'http://localhost');
  const routes: Handler[] = [
    (u) => (u.pathname === '/api/users/2' ? json(profile) : undefined),
    (u) =>
      u.pathname === '/api/villes'
        ? json([{ id: 1, nom: 'Bassam', photoUrl: null, nombreEntreprises: 1 }])
        : undefined,
    (u) => (u.pathname === '/api/entreprises/1' ? json(entreprise) : undefined),
    (u) => (u.pathname === '/api/produits/entreprise_prod_cate/1' ? json(menu) : undefined),
    (u) => (u.pathname === '/api/commandes/devis' ? devisAnswer(u) : undefined),
    (u, i) => (u.pathname === '/api/commandes' && i.method === 'POST' ? placeAnswer() : undefined),
  ];
  for (const route of routes) {
    const answer = route(url, init);
    if (answer) return answer;
  }
  return json({ message: 'inconnu' }, 404);
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
          <Route path="/orders_client" element={<p>Page des commandes</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmer la commande' });
const devisCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((u) => u.pathname === '/api/commandes/devis');

beforeEach(() => {
  menu = [produit(2, 'Garba', 1000), produit(10, 'Bissap', 500)];
  devisAnswer = () => json({ fraisLivraison: 500, distanceKm: 0.4 });
  placeAnswer = () => json(order, 201);
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(TOKEN_KEY, 'jeton');
  useSession.setState({ user: { id: 2, telephone: '0700000001', role: 'CLIENT', token: 'jeton' } });
  useCart.setState({ items: cartItems, businessId: 1, isOpen: false });
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.info).mockClear();
  useCart.setState({ items: [], businessId: null, isOpen: false });
  forgetCheckoutKey();
});

describe('cart page', () => {
  it('says the cart is empty and leads back to the businesses', () => {
    useCart.setState({ items: [], businessId: null });
    renderPage();
    expect(screen.getByText(MSG.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir les entreprises' }).getAttribute('href')).toBe(
      '/client-dashboard',
    );
  });

  it('fills the delivery address from the profile and asks the quote for its position', async () => {
    renderPage();
    const address = await screen.findByLabelText('Adresse de livraison');
    expect((address as HTMLTextAreaElement).value).toBe('Quartier France, maison jaune, Bassam');
    await waitFor(() => expect(devisCalls()).toHaveLength(1));
    expect(Object.fromEntries(devisCalls()[0]!.searchParams)).toEqual({
      entrepriseId: '1',
      latitude: '5.20916',
      longitude: '-3.73976',
    });
    expect(screen.getByRole('radio', { name: 'Espèces' })).toHaveProperty('checked', true);
  });

  it('shows the delivery fee and the total before confirming, and waits for them', async () => {
    let answerDevis: (() => void) | undefined;
    devisAnswer = () =>
      new Promise<Response>((resolve) => {
        answerDevis = () => void json({ fraisLivraison: 700, distanceKm: 3.1 }).then(resolve);
      });
    renderPage();
    await screen.findByLabelText('Adresse de livraison');
    expect(screen.getByTestId('checkout-sous-total').textContent).toBe('2 500 FCFA');
    await waitFor(() => expect(answerDevis).toBeDefined());
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('checkout-total')).toBeNull();

    act(() => answerDevis?.());
    expect((await screen.findByTestId('checkout-frais')).textContent).toBe('700 FCFA');
    expect(screen.getByTestId('checkout-total').textContent).toBe('3 200 FCFA');
    expect(screen.getByText('Distance estimée : 3,1 km')).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a new quote when the position changes', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 5.3, longitude: -3.8 } } as GeolocationPosition),
      },
    });
    renderPage();
    await screen.findByTestId('checkout-frais');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour ma position' }));
    await waitFor(() => expect(devisCalls()).toHaveLength(2));
    expect(devisCalls()[1]!.searchParams.get('latitude')).toBe('5.3');
    expect(devisCalls()[1]!.searchParams.get('longitude')).toBe('-3.8');
  });

  it('places the order, empties the cart and opens the orders', async () => {
    renderPage();
    await screen.findByTestId('checkout-frais');
    fireEvent.click(screen.getByRole('radio', { name: 'Wave' }));
    fireEvent.change(screen.getByLabelText('Informations supplémentaires (optionnel)'), {
      target: { value: 'Appelez-moi' },
    });
    fireEvent.click(confirmButton());

    expect(await screen.findByText('Page des commandes')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      entrepriseId: 1,
      items: [
        { produitId: 2, quantite: 2, options: [] },
        { produitId: 10, quantite: 1, options: [] },
      ],
      typePaiement: 'WAVE',
      adresseLivraison: 'Quartier France, maison jaune, Bassam',
      latitude: 5.20916,
      longitude: -3.73976,
      infoSupplementaire: 'Appelez-moi',
    });
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(useCart.getState().items).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith(
      'Commande envoyée !',
      "Nous attendons que l'entreprise confirme qu'elle dispose bien de votre commande.",
    );
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('tells the client when the server charged another total than the one shown', async () => {
    // The owner raised a price between the quote and the order.
    placeAnswer = () => json({ ...order, sousTotal: 3000, total: 3500 }, 201);
    renderPage();
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('3 000 FCFA');
    fireEvent.click(confirmButton());

    expect(await screen.findByText('Page des commandes')).toBeTruthy();
    expect(toast.info).toHaveBeenCalledWith(
      'Total mis à jour',
      'Un prix ou les frais de livraison ont changé entre-temps : votre commande est de 3 500 FCFA.',
    );
  });

  it("shows the server's refusal and keeps the cart", async () => {
    placeAnswer = () => json({ message: MSG.productUnavailable('Garba') }, 409);
    renderPage();
    await screen.findByTestId('checkout-frais');
    fireEvent.click(confirmButton());
    const error = await screen.findByTestId('checkout-error');
    expect(within(error).getByText('« Garba » est épuisé pour le moment.')).toBeTruthy();
    expect(useCart.getState().items).toHaveLength(2);
  });

  it('lets the client retry after a lost connection without a second order', async () => {
    let attempts = 0;
    // The first send and the api client's own resend are both cut.
    placeAnswer = () =>
      ++attempts <= 2 ? Promise.reject(new TypeError('Failed to fetch')) : json(order, 201);
    renderPage();
    await screen.findByTestId('checkout-frais');
    fireEvent.click(confirmButton());
    const error = await screen.findByTestId('checkout-error');
    expect(within(error).getByText(MSG.networkError)).toBeTruthy();
    expect(useCart.getState().items).toHaveLength(2);

    fireEvent.click(confirmButton());
    expect(await screen.findByText('Page des commandes')).toBeTruthy();
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('treats a key already used for another body as the order placed by an earlier attempt', async () => {
    placeAnswer = () => json({ message: MSG.idempotencyKeyReused }, 422);
    renderPage();
    await screen.findByTestId('checkout-frais');
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Page des commandes')).toBeTruthy();
    expect(useCart.getState().items).toEqual([]);
    expect(toast.info).toHaveBeenCalledWith('Commande déjà enregistrée', expect.any(String));
  });

  it('requires a delivery address', async () => {
    renderPage();
    const address = await screen.findByLabelText('Adresse de livraison');
    fireEvent.change(address, { target: { value: '  ' } });
    await screen.findByTestId('checkout-frais');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MSG.addressRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('brings prices up to date and blocks a sold-out product before confirming', async () => {
    menu = [produit(2, 'Garba', 1200), produit(10, 'Bissap', 500, false)];
    renderPage();
    expect(await screen.findByText('Garba : 1 200 FCFA au lieu de 1 000 FCFA')).toBeTruthy();
    expect(useCart.getState().items[0]?.price).toBe(1200);
    expect(screen.getAllByText('« Bissap » est épuisé pour le moment.').length).toBeGreaterThan(0);
    await screen.findByTestId('checkout-frais');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Bissap du panier' }));
    await waitFor(() => expect((confirmButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('checkout-sous-total').textContent).toBe('2 400 FCFA');
  });
});
