import type { Produit, PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '@/lib/cart/cart-store';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { BusinessPage } from './business-page';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TANTIE: PublicEntreprise = {
  id: 4,
  nom: 'Chez Tantie Awa',
  type: 'RESTAURANT',
  description: 'Le maquis familial du Quartier France',
  photoUrl: null,
  photoFacade: null,
  rating: null,
  nombreAvis: 0,
  delivery_time: '',
  adresse: 'Quartier France',
  ville: 'Bassam',
  villeId: 1,
  telephone: null,
  categorie: 'Maquis',
  ouverte: true,
  ouverteMaintenant: true,
  prochainChangement: null,
  logo: null,
  latitude: null,
  longitude: null,
};

const GARBA: Produit = {
  id: 31,
  nom: 'Garba',
  description: 'Attiéké et thon frit',
  prix: 1000,
  photo: null,
  disponible: true,
  categorieId: 10,
  entrepriseId: 4,
  categorie: { id: 10, nom: 'Plats ivoiriens', ordre: 0 },
};

function serve(menu: Produit[] | null) {
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/entreprises/4') return Promise.resolve(json(200, TANTIE));
    if (url === '/api/produits/entreprise_prod_cate/4') return Promise.resolve(json(200, menu));
    return Promise.resolve(json(404, { message: 'Entreprise introuvable.' }));
  });
}

function renderPage(entrepriseId: number | null) {
  render(
    <QueryProvider>
      <MemoryRouter>
        <BusinessPage entrepriseId={entrepriseId} city="bassam" />
      </MemoryRouter>
    </QueryProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  useCart.setState({ items: [], businessId: null, isOpen: false });
});

describe('business page', () => {
  it('shows the business, its menu by category, and adds a product to the cart with a toast', async () => {
    serve([GARBA, { ...GARBA, id: 32, nom: 'Bissap', categorie: { id: 11, nom: 'Boissons', ordre: 1 } }]);
    renderPage(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chez Tantie Awa' })).toBeTruthy();
    expect(screen.getByText('20-30 min')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Bassam' }).getAttribute('href')).toBe('/city/bassam');
    expect(await screen.findByRole('heading', { level: 2, name: 'Plats ivoiriens' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Catégories du menu' });
    expect(nav.querySelector('[aria-current="true"]')?.textContent).toContain('Plats ivoiriens');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Garba au panier' }));
    expect(useCart.getState().items).toEqual([
      {
        id: 31,
        name: 'Garba',
        price: 1000,
        quantity: 1,
        image: null,
        restaurantId: 4,
        restaurantName: 'Chez Tantie Awa',
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Ajouté au panier', 'Garba', { id: 'panier-ajout' });
    expect(screen.getByRole('button', { name: /^Mon panier : 1 article/ })).toBeTruthy();
  });

  it("asks before emptying another business's cart, and keeps it when the client says no", async () => {
    useCart.getState().replaceItems([
      {
        id: 7,
        name: 'Paracétamol',
        price: 1500,
        quantity: 2,
        image: null,
        restaurantId: 9,
        restaurantName: 'Pharmacie du Phare',
      },
    ]);
    vi.mocked(toast.success).mockClear();
    serve([GARBA]);
    renderPage(4);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Garba au panier' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Votre panier contient des articles de Pharmacie du Phare.',
    });
    expect(dialog.textContent).toContain('Le vider pour commander chez Tantie Awa ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(useCart.getState().items.map((i) => i.name)).toEqual(['Paracétamol']);
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Garba au panier' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vider le panier' }));
    expect(useCart.getState().items.map((i) => [i.name, i.quantity])).toEqual([['Garba', 1]]);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Ajouté au panier', 'Garba', {
      id: 'panier-ajout',
    });
  });

  it('says the menu is being prepared when there is no product', async () => {
    serve([]);
    renderPage(4);
    expect(await screen.findByRole('heading', { name: 'Menu en préparation' })).toBeTruthy();
  });

  it('says the business cannot be found when the server does not know it', async () => {
    serve([]);
    renderPage(999);
    expect(await screen.findByRole('heading', { name: 'Entreprise introuvable.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les entreprises de Bassam' })).toBeTruthy();
  });

  it('asks the server nothing for an address that cannot name a business', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Entreprise introuvable.' })).toBeTruthy();
    // Only the cities' list may be asked, to write the city's name on the way back.
    const asked = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(asked.filter((url) => !url.endsWith('/api/villes'))).toEqual([]);
  });
});
