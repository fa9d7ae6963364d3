import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { TEXT } from '../../texts';
import { VerifyAction } from './verify-action';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const livreur: AdminLivreur = {
  id: 9,
  prenom: 'Koffi',
  nom: 'Yao',
  ville: 'Bassam',
  telephone: '0707070707',
  matricule: 'LIV-0009',
  typeTransport: 'MOTO',
  coursesTotal: 3,
  gainsTotaux: 4500,
  evaluation: null,
  nombreAvis: 0,
  statut: 'ACTIF',
  isVerified: true,
  dateInscription: '2026-11-01T10:00:00.000Z',
};

describe('VerifyAction', () => {
  it('asks why before withdrawing the verification, and sends the reason', async () => {
    const server = fakeServer(() => json(200, { ...livreur, isVerified: false }));
    renderWithClient(<VerifyAction livreur={livreur} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la vérification de Koffi Yao' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la vérification' }));
    expect(await within(dialog).findByText(ADMIN_MSG.withdrawMotifRequired)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(TEXT.reasonLabel), { target: { value: 'Permis expiré' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la vérification' }));
    await vi.waitFor(() =>
      expect(server.calls[0]?.body).toEqual({ isVerified: false, motif: 'Permis expiré' }),
    );
  });

  it('asks for a confirmation, without a reason, before verifying', async () => {
    const server = fakeServer(() => json(200, { ...livreur, isVerified: true }));
    renderWithClient(<VerifyAction livreur={{ ...livreur, isVerified: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier Koffi Yao' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText(TEXT.reasonLabel)).toBeNull();
    expect(server.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    await vi.waitFor(() => expect(server.calls[0]?.body).toEqual({ isVerified: true }));
  });
});
