import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import VillesSection from './villes-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const bassam = {
  id: 1,
  nom: 'Bassam',
  photoUrl: null,
  fraisBase: 500,
  latitude: 5.2,
  longitude: -3.74,
  nombreEntreprises: 2,
};
const inUse = ADMIN_MSG.villeInUse(6, 12, 40);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Gestion Villes', () => {
  it('reads the cities past the browser cache and shows their base fee', async () => {
    const server = fakeServer(() => json(200, [bassam]));
    renderWithClient(<VillesSection />);
    expect((await screen.findByTestId('ville')).textContent).toContain('Frais de base : 500 FCFA');
    expect(server.calls[0]?.init?.cache).toBe('no-store');
  });

  it('asks before deleting and shows why a city in use cannot go', async () => {
    const server = fakeServer((call) =>
      call.method === 'DELETE' ? json(409, { message: inUse }) : json(200, [bassam]),
    );
    renderWithClient(<VillesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Bassam' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Êtes-vous sûr ?');
    expect(dialog.textContent).toContain('Cette action est irréversible.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(inUse)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.deleteFailed, inUse);
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/villes/1');
  });

  it("says 'Impossible de supprimer la ville.' for any other failure", async () => {
    fakeServer((call) =>
      call.method === 'DELETE' ? json(500, { message: 'Erreur interne.' }) : json(200, [bassam]),
    );
    renderWithClient(<VillesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Bassam' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.deleteFailed, ADMIN_MSG.villeDeleteFailed),
    );
  });

  it('sends a new city as multipart, and refuses a file that is not an image', async () => {
    const server = fakeServer((call) =>
      call.method === 'POST'
        ? json(201, { ...bassam, id: 9, nom: 'Grand-Lahou', fraisBase: 700 })
        : json(200, [bassam]),
    );
    renderWithClient(<VillesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une ville' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Photo'), {
      target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText(MSG.fileNotImage)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Grand-Lahou' } });
    fireEvent.change(within(dialog).getByLabelText('Frais de livraison de base (FCFA)'), {
      target: { value: '700' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // A new city's position is asked: never the default by an oversight.
    expect(await within(dialog).findByText(ADMIN_MSG.villeLatitudeRequired)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_MSG.villeLongitudeRequired)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '5,1953' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(MSG.longitudeInvalid)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-5.0342' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ville ajoutée', 'Grand-Lahou'));
    const form = server.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(form.get('nom')).toBe('Grand-Lahou');
    expect(form.get('fraisBase')).toBe('700');
    expect(form.get('photo')).toBeNull();
    expect([form.get('latitude'), form.get('longitude')]).toEqual(['5.1953', '-5.0342']);
  });

  it("fills the position from the admin's phone, and says which cities clients cannot see", async () => {
    fakeServer(() => json(200, [bassam, { ...bassam, id: 2, nom: 'Samo', nombreEntreprises: 0 }]));
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 5.308123456, longitude: -3.489712345 } } as GeolocationPosition),
      },
    });
    renderWithClient(<VillesSection />);
    const [, samo] = await screen.findAllByTestId('ville');
    expect(within(samo!).getByTestId('ville-entreprises').textContent).toBe(
      'Cachée aux clients : aucune entreprise ouverte',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ville' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utiliser ma position actuelle' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Latitude').value).toBe('5.30812');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Longitude').value).toBe('-3.48971');
  });
});
