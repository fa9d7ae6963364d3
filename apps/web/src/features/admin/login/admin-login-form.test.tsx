import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSessionEnd } from '@/lib/session/session-end-notice';
import { endSession, useSession } from '@/lib/session/session-store';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { AdminLoginForm } from './admin-login-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const answer = (role: string) => ({ id: 7, telephone: '0700000000', role, token: 'jwt-7' });

function renderForm(from?: unknown) {
  return renderWithClient(
    <Routes>
      {/* As the guard does: to the door, with the page asked for. */}
      <Route path="/asked" element={<Navigate to="/admin/login" replace state={{ from }} />} />
      <Route path="/admin/login" element={<AdminLoginForm />} />
      <Route path="/admin/dashboard" element={<p>Tableau de bord</p>} />
      <Route path="/admin/finances" element={<p>Rapport financier</p>} />
      <Route path="*" element={<p>Ailleurs</p>} />
    </Routes>,
    { route: from === undefined ? '/admin/login' : '/asked' },
  );
}

function submit(telephone: string, motDePasse: string) {
  fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: telephone } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: motDePasse } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  useSession.setState({ user: null, lastRole: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('admin sign-in (spec part 2 §5)', () => {
  it('asks for the phone and the password before calling anyone', async () => {
    const server = fakeServer(() => json(500, {}));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText(/obligatoire|requis/i)).toHaveLength(2);
    expect(server.calls).toHaveLength(0);
  });

  it("says 'Identifiants incorrects ou vous n'êtes pas un administrateur.' on wrong credentials", async () => {
    fakeServer(() => json(401, { message: 'Numéro ou mot de passe incorrect.' }));
    renderForm();
    submit('0700000000', 'mauvais');
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe(ADMIN_MSG.loginFailed);
    expect(useSession.getState().user).toBeNull();
  });

  it('refuses any other role with the spec message, and keeps no session', async () => {
    const server = fakeServer(() => json(200, answer('ROLE_CLIENT')));
    renderForm();
    submit('07 00 00 00 01', 'Client@2026');
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe(ADMIN_MSG.loginNotAdmin);
    expect(server.calls[0]?.body).toEqual({ telephone: '0700000001', motDePasse: 'Client@2026' });
    expect(useSession.getState().user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("says a deactivated account's own message rather than the vague one", async () => {
    fakeServer(() => json(403, { message: 'Ce compte est désactivé.' }));
    renderForm();
    submit('0700000000', 'Admin@2026!');
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe('Ce compte est désactivé.');
  });

  it('signs an admin in and opens the dashboard', async () => {
    fakeServer(() => json(200, answer('ROLE_ADMIN')));
    renderForm();
    submit('0700000000', 'Admin@2026!');
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.role).toBe('ADMIN'));
    expect(window.localStorage.getItem('token')).toBe('jwt-7');
  });

  it('lands on the admin page the guard sent the visitor from', async () => {
    fakeServer(() => json(200, answer('ROLE_ADMIN')));
    renderForm('/admin/finances');
    submit('0700000000', 'Admin@2026!');
    expect(await screen.findByText('Rapport financier')).toBeTruthy();
  });

  it.each(['/admin/login', '//evil.example/admin/finances', '/client-dashboard', 'https://evil.example/'])(
    'opens the dashboard rather than %s',
    async (from) => {
      fakeServer(() => json(200, answer('ROLE_ADMIN')));
      renderForm(from);
      submit('0700000000', 'Admin@2026!');
      expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    },
  );

  it("says once why an admin's session ended when another admin deactivated the account", async () => {
    noteSessionEnd(true);
    const first = renderForm();
    expect(screen.getByTestId('session-end-notice').textContent).toBe(MSG.accountDeactivatedByAdmin);
    first.unmount();
    renderForm();
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });

  it('says nothing of it after an ordinary sign-out', () => {
    useSession.setState({ user: { id: 7, telephone: '0700000000', role: 'ADMIN', token: 'jwt-7' } });
    endSession();
    renderForm();
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });
});
