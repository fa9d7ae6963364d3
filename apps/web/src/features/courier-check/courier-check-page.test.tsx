import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CourierCheckPage from './courier-check-page';

const fetchMock = vi.fn<typeof fetch>();

function open(matricule: string) {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter initialEntries={[`/livreurs/verifier/${matricule}`]}>
      <Routes>
        <Route path="livreurs/verifier/:matricule" element={<CourierCheckPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the page a courier card QR code opens', () => {
  it('with the card’s token: the first name and initial, transport, city, and the verification, without a session token', async () => {
    window.localStorage.setItem('token', 'jwt-du-visiteur');
    fetchMock.mockReturnValue(
      answer(200, {
        valide: true,
        identite: {
          prenom: 'Moussa',
          nomInitiale: 'D.',
          urlPhoto: null,
          typeTransport: 'MOTO',
          ville: 'Bassam',
          actif: true,
          verifie: true,
        },
      }),
    );
    open('LIV-2026-000003?c=jeton_de-la-carte');
    expect(await screen.findByRole('heading', { name: 'Moussa D.' })).toBeTruthy();
    expect(screen.getByText('Vérifié')).toBeTruthy();
    expect(screen.getByText('Compte actif')).toBeTruthy();
    expect(screen.getByText('Moto')).toBeTruthy();
    expect(screen.getByText('Bassam')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/livreurs/verifier/LIV-2026-000003?c=jeton_de-la-carte');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('without the token: only whether the matricule is a current, verified courier', async () => {
    fetchMock.mockReturnValue(answer(200, { valide: true, identite: null }));
    open('LIV-2026-000004');
    expect(await screen.findByText('Livreur vérifié et actif')).toBeTruthy();
    expect(screen.getByText(/scannez le QR code de sa carte/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/livreurs/verifier/LIV-2026-000004');
  });

  it('says it plainly when the matricule is not a current, verified courier', async () => {
    fetchMock.mockReturnValue(answer(200, { valide: false, identite: null }));
    open('LIV-2026-000005');
    expect(await screen.findByText('Non reconnu')).toBeTruthy();
    expect(screen.getByText(/ne lui confiez pas de commande/)).toBeTruthy();
  });

  it('says so in French when the address cannot be a matricule', async () => {
    fetchMock.mockReturnValue(answer(400, { message: 'Aucun livreur ne correspond à ce matricule.' }));
    open('LIV-0000-000000');
    expect(await screen.findByRole('heading', { name: 'Livreur introuvable' })).toBeTruthy();
    expect(screen.getByText('Aucun livreur ne correspond à ce matricule.')).toBeTruthy();
  });
});
