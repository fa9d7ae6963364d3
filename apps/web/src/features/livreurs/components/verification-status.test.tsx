import { MSG } from '@comoe/shared/messages';
import type { CourierVerificationStatus } from '@comoe/shared/schemas/courier-verification';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { fakeServer, renderWithClient, type Call } from '@/test/fake-server';
import { VerificationStatus } from './verification-status';

/** A JPEG's first bytes: the photo picker checks them before anything is sent. */
const jpegBytes = () => Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(46).fill(0));

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let calls: Call[];

beforeEach(() => {
  useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } });
  ({ calls } = fakeServer((call) => new Response(`/api/files/private/cni/${call.path.length}.webp`)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

const status = (over: Partial<CourierVerificationStatus>): CourierVerificationStatus => ({
  etat: 'EN_ATTENTE',
  motif: null,
  cniPhotoUrl: '/api/files/private/cni/a.webp',
  permisPhotoUrl: '/api/files/private/license/b.webp',
  documentsAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('where the courier’s verification stands, on his dashboard', () => {
  it('waiting for an admin: says so, and asks nothing more of him', () => {
    renderWithClient(<VerificationStatus userId={3} verification={status({})} />);
    expect(screen.getByText(MSG.courierNotVerified)).toBeTruthy();
    expect(screen.getByText('En attente de vérification')).toBeTruthy();
    expect(screen.queryByLabelText('Importer une image')).toBeNull();
  });

  it('refused: the admin’s reason, and a new CNI photo sent on its own button', async () => {
    renderWithClient(
      <VerificationStatus
        userId={3}
        verification={status({ etat: 'REFUSEE', motif: 'La photo de la CNI est floue.' })}
      />,
    );
    expect(screen.getByText('Documents refusés')).toBeTruthy();
    expect(screen.getByTestId('verification-motif').textContent).toBe(
      'Motif : La photo de la CNI est floue.',
    );
    const send = screen.getByRole('button', { name: 'Envoyer la CNI' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const [cniInput] = screen.getAllByLabelText('Importer une image');
    const photo = new File([jpegBytes()], 'cni.jpg', { type: 'image/jpeg' });
    fireEvent.change(cniInput!, { target: { files: [photo] } });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/files/upload/3/cni']));
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt-3');
  });

  it('documents missing: says which are not sent yet', () => {
    renderWithClient(
      <VerificationStatus
        userId={3}
        verification={status({ etat: 'DOCUMENTS_MANQUANTS', cniPhotoUrl: null, documentsAt: null })}
      />,
    );
    expect(screen.getByText('Documents manquants')).toBeTruthy();
    expect(screen.getByText('Document pas encore envoyé.')).toBeTruthy();
    expect(screen.getByText('Document déjà envoyé : vous pouvez le remplacer.')).toBeTruthy();
  });
});
