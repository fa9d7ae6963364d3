import type { VerificationQueueItem } from '@comoe/shared/schemas/courier-verification';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { fakeServer, json, pathOf, renderWithClient, searchOf, type Call } from '@/test/fake-server';
import { ADMIN_SESSION } from '../test/factories';
import VerificationSection from './verification-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const awa: VerificationQueueItem = {
  id: 41,
  prenom: 'Awa',
  nom: 'Traoré',
  telephone: '0701020304',
  matricule: 'LIV-2026-000041',
  ville: 'Bassam',
  typeTransport: 'MOTO',
  statut: 'ACTIF',
  urlPhoto: null,
  dateInscription: '2026-11-20T09:00:00.000Z',
  etat: 'EN_ATTENTE',
  motif: null,
  cniPhotoUrl: '/api/files/private/cni/a.webp',
  permisPhotoUrl: '/api/files/private/license/b.webp',
  documentsAt: '2026-11-20T09:05:00.000Z',
};
const row = { id: 41, prenom: 'Awa', nom: 'Traoré', ville: 'Bassam', telephone: '0701020304' };
const livreur = {
  ...row,
  matricule: awa.matricule,
  typeTransport: 'MOTO',
  coursesTotal: 0,
  gainsTotaux: 0,
  evaluation: null,
  nombreAvis: 0,
  statut: 'ACTIF',
  dateInscription: awa.dateInscription,
};

let calls: Call[];
beforeEach(() => {
  window.localStorage.setItem('token', ADMIN_SESSION.token);
  useSession.setState({ user: { ...ADMIN_SESSION }, lastRole: null });
  ({ calls } = fakeServer((call) => {
    if (pathOf(call) === '/api/admin/livreurs/verification')
      return json(200, { content: [awa], totalElements: 1, enAttente: 1 });
    if (pathOf(call) === '/api/admin/livreurs/demandes-changement') return json(200, []);
    if (call.path.startsWith('/api/files/private/'))
      return new Response(new Blob(['x'], { type: 'image/webp' }));
    if (call.method === 'PUT')
      return json(200, { ...livreur, isVerified: (call.body as { isVerified: boolean }).isVerified });
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('Vérification des livreurs', () => {
  it('shows the queue with the papers fetched with the admin’s token', async () => {
    renderWithClient(<VerificationSection />);
    const card = await screen.findByRole('article', { name: 'Awa Traoré' });
    expect(searchOf(calls.find((c) => pathOf(c) === '/api/admin/livreurs/verification')).get('etat')).toBe(
      'EN_ATTENTE',
    );
    expect(await within(card).findByRole('img', { name: 'CNI de Awa Traoré' })).toBeTruthy();
    const cni = calls.find((c) => c.path === awa.cniPhotoUrl);
    expect(cni?.headers.get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
    expect(screen.getByRole('tab', { name: 'En attente (1)' })).toBeTruthy();
  });

  it('asks before verifying, then sends it', async () => {
    renderWithClient(<VerificationSection />);
    const card = await screen.findByRole('article', { name: 'Awa Traoré' });
    fireEvent.click(within(card).getByRole('button', { name: 'Vérifier' }));
    expect(puts()).toHaveLength(0);
    const dialog = await screen.findByRole('alertdialog', { name: 'Vérifier Awa Traoré ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      path: '/api/admin/livreurs/41/verification',
      body: { isVerified: true },
    });
  });

  it('refuses only with a reason, which it sends', async () => {
    renderWithClient(<VerificationSection />);
    const card = await screen.findByRole('article', { name: 'Awa Traoré' });
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser les documents de Awa Traoré' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText(/motif/i, { selector: '[id$="-error"]' })).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Permis illisible.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ isVerified: false, motif: 'Permis illisible.' });
  });
});
