import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { publicEntreprise } from '@/test/factories';
import { CityPage } from './city-page';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function entreprise(id: number, nom: string, categorie: string, rating: number | null): PublicEntreprise {
  return publicEntreprise({
    id,
    nom,
    type: categorie === 'Pharmacie' ? 'PHARMACIE' : 'RESTAURANT',
    description: `Description de ${nom}`,
    rating,
    nombreAvis: rating === null ? 0 : 3,
    delivery_time: '',
    categorie,
  });
}

const BASSAM = [
  entreprise(4, 'Chez Tantie Awa', 'Maquis', 4.5),
  entreprise(7, 'Pharmacie Centrale de Bassam', 'Pharmacie', null),
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/villes') return Promise.resolve(json(200, [{ id: 1, nom: 'Bassam', photoUrl: null }]));
    if (url === '/api/entreprises/categories')
      return Promise.resolve(json(200, ['Restaurant', 'Maquis', 'Pharmacie']));
    if (url === '/api/entreprises/ville/bassam') return Promise.resolve(json(200, BASSAM));
    if (url === '/api/villes/bassam/recherche?q=garba')
      return Promise.resolve(
        json(200, {
          total: 2,
          entreprises: [
            {
              id: 4,
              nom: 'Chez Tantie Awa',
              type: 'RESTAURANT',
              photoFacade: null,
              ouverteMaintenant: true,
              prochainChangement: null,
              produits: [
                { id: 31, nom: 'Garba', description: null, prix: 1000, photo: null, disponible: true },
                {
                  id: 32,
                  nom: 'Garba complet',
                  description: null,
                  prix: 1500,
                  photo: null,
                  disponible: false,
                },
              ],
            },
          ],
        }),
      );
    return Promise.resolve(json(404, { message: "Cette ville n'existe pas." }));
  });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderCity(cityName: string) {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[`/city/${cityName}`]}>
        <Routes>
          <Route path="/city/:cityName" element={<CityPage cityName={cityName} />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

const search = (value: string) =>
  fireEvent.change(
    screen.getByRole('searchbox', { name: 'Rechercher une entreprise, un plat ou un produit' }),
    {
      target: { value },
    },
  );

describe('city page', () => {
  it("shows the city's businesses, each linking to its menu with the city", async () => {
    renderCity('bassam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bassam' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /Chez Tantie Awa/ });
    expect(card.getAttribute('href')).toBe('/business/4?city=bassam');
    expect(within(card).getByText('4,5')).toBeTruthy();
    expect(within(card).getByText('20-30 min')).toBeTruthy();
    const pharmacy = screen.getByRole('link', { name: /Pharmacie Centrale/ });
    expect(within(pharmacy).getByText('N/A')).toBeTruthy();
    expect(screen.getByPlaceholderText('Entreprise, plat, produit...')).toBeTruthy();
  });

  it("asks for a business's menu at the tap on its card, before its page is drawn", async () => {
    renderCity('bassam');
    const card = await screen.findByRole('link', { name: /Chez Tantie Awa/ });
    const asked = () => fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(asked()).not.toContain('/api/produits/entreprise_prod_cate/4');
    fireEvent.click(card);
    expect(asked()).toContain('/api/produits/entreprise_prod_cate/4');
  });

  it('filters by name and by category, and says when nothing matches', async () => {
    renderCity('bassam');
    await screen.findByRole('link', { name: /Chez Tantie Awa/ });

    search('TANTIE');
    expect(screen.getByRole('link', { name: /Chez Tantie Awa/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pharmacie Centrale/ })).toBeNull();

    search('');
    fireEvent.click(screen.getByRole('button', { name: /Pharmacie/ }));
    expect(screen.getByRole('button', { name: /Pharmacie/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: /Chez Tantie Awa/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Pharmacie Centrale/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Restaurant/ }));
    expect(screen.getByRole('link', { name: /Chez Tantie Awa/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pharmacie Centrale/ })).toBeNull();

    search('zzz');
    expect(screen.getByText('Aucune entreprise ne correspond à votre recherche.')).toBeTruthy();
    search('');

    fireEvent.click(screen.getByRole('button', { name: /Toutes les entreprises/ }));
    expect(screen.getAllByRole('link', { name: /Bassam|Awa/ })).toHaveLength(2);
  });

  it('explains that an unknown city does not exist', async () => {
    renderCity('paris');
    expect(await screen.findByRole('heading', { name: 'Ville introuvable.' })).toBeTruthy();
    expect(screen.getByText(/Cette ville n'existe pas\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les villes desservies' })).toBeTruthy();
  });

  it(
    'finds dishes across the city once the client pauses, grouped by business and linking to the product',
    { timeout: 10_000 },
    async () => {
      renderCity('bassam');
      await screen.findByRole('link', { name: /Chez Tantie Awa/ });
      search('g');
      expect(screen.queryByRole('heading', { name: 'Plats et produits' })).toBeNull();
      search('garba');
      const results = await screen.findByRole('region', { name: 'Plats et produits' }, { timeout: 3000 });
      const product = await within(results).findByRole('link', { name: /^Garba\s*1/ }, { timeout: 3000 });
      expect(product.getAttribute('href')).toBe('/business/4?city=bassam#produit-31');
      expect(within(results).getByText('Épuisé')).toBeTruthy();
      const asked = fetchMock.mock.calls
        .map(([input]) => (typeof input === 'string' ? input : ''))
        .filter((u) => u.includes('/recherche'));
      expect(asked).toEqual(['/api/villes/bassam/recherche?q=garba']);
    },
  );
});
