import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { ADMIN_SESSION, adminUser } from '../test/factories';
import AdminsSection from './admins-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const me = adminUser();
const other = adminUser({
  id: 2,
  prenom: 'Awa',
  nom: 'Koné',
  email: 'awa@comoe.ci',
  telephone: '0711223344',
});

function renderSection(route: (call: Call) => Response) {
  const server = fakeServer(route);
  renderWithClient(
    <Routes>
      <Route path="/admin/user-management" element={<AdminsSection />} />
      <Route path="/admin/login" element={<p>Connexion administrateur</p>} />
    </Routes>,
    { route: '/admin/user-management' },
  );
  return server;
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('admin-row')).find((row) => row.textContent?.includes(name))!;

beforeEach(() => {
  window.localStorage.setItem('token', ADMIN_SESSION.token);
  useSession.setState({ user: { ...ADMIN_SESSION }, lastRole: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Gestion Admins', () => {
  it('signs out with the spec message after editing its own account', async () => {
    const server = renderSection((call) =>
      call.method === 'PUT'
        ? json(200, { ...me, prenom: 'Kofi', reconnexionRequise: true })
        : json(200, [me, other]),
    );
    fireEvent.click(within(await rowOf('Koffi Yao')).getByRole('button', { name: 'Modifier Koffi Yao' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Prénom'), { target: { value: 'Kofi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Connexion administrateur')).toBeTruthy();
    expect(toast.info).toHaveBeenCalledWith(ADMIN_MSG.selfEdited);
    expect(useSession.getState().user).toBeNull();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/admin/users/1');
    // A blank password keeps the old one.
    expect(put?.body).toMatchObject({ prenom: 'Kofi', nom: 'Yao', telephone: '0700000000' });
    expect((put?.body as { motDePasse?: string }).motDePasse).toBeUndefined();
  });

  it('stays signed in after editing another admin', async () => {
    renderSection((call) =>
      call.method === 'PUT' ? json(200, { ...other, reconnexionRequise: false }) : json(200, [me, other]),
    );
    fireEvent.click(within(await rowOf('Awa Koné')).getByRole('button', { name: 'Modifier Awa Koné' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Administrateur modifié', 'Awa Koné'));
    expect(useSession.getState().user?.id).toBe(1);
  });

  it('cannot delete itself: the button is disabled and says why', async () => {
    renderSection(() => json(200, [me, other]));
    const mine = await rowOf('Koffi Yao');
    expect(
      within(mine).getByRole<HTMLButtonElement>('button', { name: 'Supprimer Koffi Yao' }).disabled,
    ).toBe(true);
    expect(mine.textContent).toContain(ADMIN_MSG.adminSelfDelete);
    const theirs = await rowOf('Awa Koné');
    expect(
      within(theirs).getByRole<HTMLButtonElement>('button', { name: 'Supprimer Awa Koné' }).disabled,
    ).toBe(false);
  });

  it("shows the server's refusal when deleting the last active admin", async () => {
    const server = renderSection((call) =>
      call.method === 'DELETE' ? json(409, { message: ADMIN_MSG.adminLastOne }) : json(200, [me, other]),
    );
    fireEvent.click(within(await rowOf('Awa Koné')).getByRole('button', { name: 'Supprimer Awa Koné' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(ADMIN_MSG.confirmTitle);
    expect(dialog.textContent).toContain(ADMIN_MSG.confirmIrreversible);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(ADMIN_MSG.adminLastOne)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.operationFailed, ADMIN_MSG.adminLastOne);
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/users/2');
  });

  it('searches on the server and requires every field on creation', async () => {
    const server = renderSection(() => json(200, [me, other]));
    await rowOf('Koffi Yao');
    fireEvent.change(screen.getByLabelText('Rechercher un administrateur'), { target: { value: 'awa' } });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/admin/users?q=awa')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Nouvel administrateur' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le mot de passe est obligatoire.')).toBeTruthy();
    expect(within(dialog).getByText("L'adresse e-mail est obligatoire.")).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("toasts 'Erreur de chargement des admins.' when the list fails", async () => {
    renderSection(() => json(500, { message: 'Erreur interne du serveur.' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_MSG.adminsLoadFailed, undefined));
    expect(await screen.findByText(ADMIN_MSG.adminsLoadFailed)).toBeTruthy();
  });
});
