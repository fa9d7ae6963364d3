import { MSG } from '@comoe/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { profile } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { ProfileForm } from './profile-form';

/** A JPEG's first bytes: the photo picker checks them before anything is sent. */
const jpegBytes = () => Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(46).fill(0));

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  vi.clearAllMocks();
  useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } });
  window.localStorage.setItem('token', 'jwt-3');
  answer = (call) => json(200, { ...profile(), ...(sent(call) as object) });
  ({ calls } = fakeServer((call) => {
    if (call.path === '/api/livreurs/me' && call.method === 'PUT') return answer(call);
    if (call.path === '/api/files/upload/3/profile') return new Response('/uploads/profile/p.webp');
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

const saves = () => calls.filter((c) => c.path === '/api/livreurs/me');
/** The JSON a call sent (the fake server parses it). */
const sent = (call: Call | undefined): unknown => call?.body ?? null;

describe('the courier profile form', () => {
  it('shows the matricule read-only and sends it back unchanged with the form', async () => {
    renderWithClient(<ProfileForm profile={profile()} />);
    const matricule = screen.getByLabelText('Matricule');
    expect(matricule.hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Moussa Ibrahim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '✅ Profil mis à jour',
        'Vos informations ont été enregistrées.',
      ),
    );
    expect(sent(saves()[0])).toMatchObject({
      prenom: 'Moussa Ibrahim',
      matricule: 'LIV-2026-000003',
      dateNaissance: '1994-06-15',
      photo: null,
    });
  });

  it('says what is wrong under the field, without asking the server', async () => {
    renderWithClient(<ProfileForm profile={profile()} />);
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MSG.phone)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('uploads a new photo first, then sends its address as photo', async () => {
    renderWithClient(<ProfileForm profile={profile()} />);
    const photo = new File([jpegBytes()], 'moi.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Importer une image'), { target: { files: [photo] } });
    await screen.findByText(/Photo prête/);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(calls.map((c) => c.path)).toEqual(['/api/files/upload/3/profile', '/api/livreurs/me']);
    expect(sent(saves()[0])).toMatchObject({ photo: '/uploads/profile/p.webp' });
  });

  it("says 'Impossible de sauvegarder', and the server's reason under the form", async () => {
    answer = () => json(409, { message: MSG.phoneTaken });
    renderWithClient(<ProfileForm profile={profile()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('❌ Erreur', 'Impossible de sauvegarder'));
    expect(screen.getByText(MSG.phoneTaken)).toBeTruthy();
  });
});
