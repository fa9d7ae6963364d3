import { MSG } from '@comoe/shared/messages';
import type { UserProfile } from '@comoe/shared/schemas/users';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { userProfile } from '@/test/factories';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const client: UserProfile = userProfile();

const entreprise = {
  id: 3,
  utilisateurId: 8,
  nom: 'Maquis Chez Tantie',
  delaiPreparationHabituelMin: 20,
  description: null,
  adresse: 'Quartier France',
  email: null,
  telephone: '0700000002',
  type: 'RESTAURANT',
  villeId: 1,
  categorieId: null,
  typeCuisine: null,
  photoUrl: null,
  photoFacadeUrl: null,
  logoUrl: null,
  latitude: null,
  longitude: null,
  delaiLivraison: '20-30 min',
  ouverte: true,
  rating: 4.5,
  nombreAvis: 2,
  categorieNom: null,
  profilComplet: false,
  pauseFinAt: null,
  ouverteMaintenant: true,
  prochainChangement: null,
};

type Route = { method: string; path: string; status: number; body: unknown };
const calls: { method: string; path: string; body: unknown }[] = [];
let routes: Route[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const path = input;
  const method = init?.method ?? 'GET';
  calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
  const route = routes.find((r) => r.method === method && r.path === path);
  return route ? json(route.status, route.body) : json(404, { message: MSG.notFound });
});

function signIn(profile: UserProfile, extra: Route[] = []) {
  useSession.setState({
    user: { id: profile.id, telephone: profile.telephone, role: profile.role, token: 'jwt-old' },
  });
  window.localStorage.setItem('token', 'jwt-old');
  routes = [
    ...extra,
    { method: 'GET', path: `/api/users/${profile.id}`, status: 200, body: profile },
    { method: 'GET', path: '/api/villes', status: 200, body: [{ id: 1, nom: 'Bassam', photoUrl: null }] },
    { method: 'GET', path: '/api/entreprises/types', status: 200, body: ['RESTAURANT', 'PHARMACIE'] },
    { method: 'GET', path: '/api/entreprises/me', status: 200, body: entreprise },
  ];
  render(
    <MemoryRouter>
      <QueryProvider>
        <ProfilePage />
      </QueryProvider>
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  calls.length = 0;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  useSession.setState({ user: null });
});

describe('profile page', () => {
  it("shows a client's sections, without 'Mon Entreprise'", async () => {
    signIn(client);
    expect(await screen.findByRole('heading', { name: 'Mon Profil' })).toBeTruthy();
    expect(screen.getByLabelText('Prénom')).toHaveProperty('value', 'Awa');
    expect(within(region('Paiement')).getByText('Bientôt disponible.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sécurité' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mon Entreprise' })).toBeNull();
    expect(screen.getByText('Type de compte : Client')).toBeTruthy();
    expect(screen.getByTestId('geolocation-indicator').dataset.tone).toBe('red');
  });

  it("shows the owner's business from /api/entreprises/me", async () => {
    signIn({
      ...client,
      role: 'ENTREPRISE',
      nomEntreprise: 'Maquis Chez Tantie',
      typeEntreprise: 'RESTAURANT',
    });
    const section = await screen.findByRole('region', { name: 'Mon Entreprise' });
    expect(await within(section).findByText('Quartier France')).toBeTruthy();
    expect(within(section).getByText('4,5 / 5 (2 avis)')).toBeTruthy();
    expect(within(section).getByLabelText("Nom de l'entreprise")).toHaveProperty(
      'value',
      'Maquis Chez Tantie',
    );
    await waitFor(() =>
      expect(within(section).getByLabelText("Type d'entreprise")).toHaveProperty('value', 'RESTAURANT'),
    );
  });

  it('saves only the section it belongs to, and shows a taken phone under the field', async () => {
    signIn(client, [{ method: 'PUT', path: '/api/users/7', status: 409, body: { message: MSG.phoneTaken } }]);
    const phone = await screen.findByLabelText('Numéro de téléphone');
    fireEvent.change(phone, { target: { value: '07 00 00 00 02' } });
    fireEvent.click(within(region('Mon Profil')).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.phoneTaken)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      prenom: 'Awa',
      nom: 'Koné',
      email: null,
      telephone: '0700000002',
      genre: 'FEMME',
      dateDeNaissance: '1995-04-12',
    });
  });

  it('turns the light green once the phone gives a position, and saves it with the address', async () => {
    const saved = { ...client, latitude: 5.2, longitude: -3.74 };
    signIn(client, [{ method: 'PUT', path: '/api/users/7', status: 200, body: saved }]);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 5.2, longitude: -3.74 } } as GeolocationPosition),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Utiliser ma position actuelle' }));
    expect(screen.getByTestId('geolocation-indicator').dataset.tone).toBe('green');
    fireEvent.click(within(region('Adresse')).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profil mis à jour', expect.any(String)));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      cityId: 1,
      latitude: 5.2,
      longitude: -3.74,
      infoSupplementaire: null,
    });
    expect(screen.queryByText("Nouvelle position : enregistrez l'adresse pour la garder.")).toBeNull();
  });

  it("asks for both passwords, shows a wrong one under its field, then keeps the session's new token", async () => {
    signIn(client, [
      {
        method: 'POST',
        path: '/api/users/7/change-password',
        status: 400,
        body: { message: MSG.currentPasswordWrong },
      },
    ]);
    const security = await screen.findByRole('region', { name: 'Sécurité' });
    const send = within(security).getByRole('button', { name: 'Modifier le mot de passe' });
    fireEvent.click(send);
    expect(await within(security).findAllByText(MSG.fillAllFields)).toHaveLength(2);

    fireEvent.change(within(security).getByLabelText('Mot de passe actuel'), {
      target: { value: 'Faux@2026' },
    });
    fireEvent.change(within(security).getByLabelText('Nouveau mot de passe'), {
      target: { value: 'Nouveau@2026' },
    });
    fireEvent.click(send);
    expect(await within(security).findByText(MSG.currentPasswordWrong)).toBeTruthy();

    routes.unshift({
      method: 'POST',
      path: '/api/users/7/change-password',
      status: 200,
      body: { message: MSG.passwordChanged, token: 'jwt-new' },
    });
    fireEvent.change(within(security).getByLabelText('Mot de passe actuel'), {
      target: { value: 'Client@2026' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Mot de passe modifié', MSG.passwordChanged),
    );
    expect(useSession.getState().user?.token).toBe('jwt-new');
    expect(window.localStorage.getItem('token')).toBe('jwt-new');
    expect(within(security).getByLabelText('Mot de passe actuel')).toHaveProperty('value', '');
  });
});
