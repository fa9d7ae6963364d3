import { MSG } from '@comoe/shared/messages';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, useSession } from '@/lib/session/session-store';
import { renderWithClient } from '@/test/fake-server';
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const client = { id: 4, telephone: '0700000001', role: 'CLIENT', token: 'jwt-4' } as const;

beforeEach(() => {
  window.sessionStorage.clear();
  useSession.setState({ user: client, lastRole: null });
});

describe('the sign-in page after a session ended', () => {
  it('says an administrator deactivated the account, once', () => {
    endSession('deactivated');
    const first = renderWithClient(<LoginForm />, { route: '/login' });
    expect(screen.getByTestId('session-end-notice').textContent).toBe(MSG.accountDeactivatedByAdmin);
    first.unmount();
    renderWithClient(<LoginForm />, { route: '/login' });
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });

  it('says nothing after an ordinary sign-out, even after an earlier deactivation', () => {
    endSession('deactivated');
    useSession.setState({ user: client });
    endSession();
    renderWithClient(<LoginForm />, { route: '/login' });
    expect(screen.queryByTestId('session-end-notice')).toBeNull();
  });
});
