import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { PREPAINT_DONE } from '@/lib/prepaint/tokens';
import { publicEntreprise } from '@/test/factories';
import { CityPage } from './city-page';

// Issue 22 §5: what the client types on the city page before the app has taken over is never lost.
const BASSAM = [
  publicEntreprise({ id: 4, nom: 'Chez Tantie Awa', description: 'Maquis', categorie: 'Maquis' }),
  publicEntreprise({ id: 7, nom: 'Pharmacie Centrale', description: 'Pharmacie', categorie: 'Pharmacie' }),
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/villes') return json([{ id: 1, nom: 'Bassam', photoUrl: null }]);
      if (input === '/api/entreprises/ville/bassam') return json(BASSAM);
      return json({ total: 0, entreprises: [] });
    }),
  );
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  document.getElementById('prepaint')?.remove();
  document.documentElement.removeAttribute(PREPAINT_DONE);
  document.documentElement.classList.remove('prepaint');
});

let address = '';
function Address() {
  const { search } = useLocation();
  useEffect(() => {
    address = search;
  }, [search]);
  return null;
}

function renderCity() {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/city/bassam']}>
        <Routes>
          <Route
            path="/city/:cityName"
            element={
              <>
                <CityPage cityName="bassam" />
                <Address />
                <Link to="/city/bassam?q=pharma">Une recherche ouverte par un lien</Link>
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

/** The page drawn before the app (lib/prepaint), its search box typed in, the caret moved back. */
function drawnPageTyped(text: string, caret: number) {
  const box = document.createElement('div');
  box.id = 'prepaint';
  box.innerHTML = '<input type="search" aria-label="Recherche dessinée">';
  document.body.prepend(box);
  document.documentElement.classList.add('prepaint');
  const input = box.querySelector('input')!;
  input.value = text;
  input.focus();
  input.setSelectionRange(caret, caret);
}

const searchBox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', {
    name: 'Rechercher une entreprise, un plat ou un produit',
  });

describe('the city search across the hand-off', () => {
  it('carries the text typed in the drawn page, the caret where it was, the client still in the box', async () => {
    drawnPageTyped('tantie', 4);
    renderCity();
    await screen.findByRole('link', { name: /Chez Tantie Awa/ });

    expect(document.getElementById('prepaint')).toBeNull();
    const input = searchBox();
    expect(input.value).toBe('tantie');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    expect(screen.queryByRole('link', { name: /Pharmacie Centrale/ })).toBeNull();
    await waitFor(() => expect(address).toBe('?q=tantie'));
  });

  it('loses no key typed before the address has caught up', async () => {
    renderCity();
    await screen.findByRole('link', { name: /Chez Tantie Awa/ });
    const input = searchBox();
    // Keys arrive faster than the router's transition: each adds to what the box shows.
    act(() => {
      for (const key of 'tantie') fireEvent.change(input, { target: { value: input.value + key } });
    });
    expect(input.value).toBe('tantie');
    await waitFor(() => expect(address).toBe('?q=tantie'));
    expect(screen.queryByRole('link', { name: /Pharmacie Centrale/ })).toBeNull();
  });

  it('follows another address opened on the page, and clears with the filters', async () => {
    renderCity();
    await screen.findByRole('link', { name: /Chez Tantie Awa/ });
    fireEvent.change(searchBox(), { target: { value: 'zzz' } });
    expect(searchBox().value).toBe('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(searchBox().value).toBe('');
    await waitFor(() => expect(address).toBe(''));
    expect(screen.getByRole('link', { name: /Pharmacie Centrale/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Une recherche ouverte par un lien' }));
    await waitFor(() => expect(searchBox().value).toBe('pharma'));
    expect(screen.queryByRole('link', { name: /Chez Tantie Awa/ })).toBeNull();
  });
});
