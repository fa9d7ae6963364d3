import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginForm } from '@/features/admin/login/admin-login-form';
import { useSession } from '@/lib/session/session-store';
import { fakeServer, json, renderWithClient } from '@/test/fake-server';
import { ACCESS } from './access';
import { RequireAccess } from './require-access';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{`${pathname}${search}`}</p>;
}

/** The admin area behind its guard, and its door behind its own. */
function renderAdmin(route: string) {
  return renderWithClient(
    <Routes>
      <Route element={<RequireAccess rule={ACCESS.adminLogin} />}>
        <Route path="/admin/login" element={<AdminLoginForm />} />
      </Route>
      <Route element={<RequireAccess rule={ACCESS.admin} />}>
        <Route path="/admin/*" element={<Here />} />
      </Route>
    </Routes>,
    { route },
  );
}

function signIn() {
  fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '0700000000' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Admin@2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  window.localStorage.clear();
  useSession.setState({ user: null, lastRole: null });
  fakeServer(() => json(200, { id: 7, telephone: '0700000000', role: 'ROLE_ADMIN', token: 'jwt-7' }));
});

describe('signing in from a protected admin page (issue 20 §3)', () => {
  it('sends the signed-out visitor to the admin door, then back to the page asked for', async () => {
    renderAdmin('/admin/finances?startDate=2026-10-01&endDate=2026-10-31');
    await screen.findByLabelText('Numéro de téléphone');
    signIn();
    await waitFor(() =>
      expect(screen.getByTestId('here').textContent).toBe(
        '/admin/finances?startDate=2026-10-01&endDate=2026-10-31',
      ),
    );
  });

  it('opens the dashboard when the sign-in page was opened directly', async () => {
    renderAdmin('/admin/login');
    signIn();
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/admin/dashboard'));
  });
});
