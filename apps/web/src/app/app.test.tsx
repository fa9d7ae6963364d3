import type { Role } from '@comoe/shared/enums';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { App } from './app';
import * as pages from './lazy-pages';

type Audience = 'anyone' | 'signed-out' | 'signed-in' | Role | 'admin-login';

/** Every route of both spec tables, with who may open it, written from the spec rather than the code. */
const ROUTES: [string, Audience][] = [
  ['/', 'anyone'],
  ['/about', 'anyone'],
  ['/contact', 'anyone'],
  ['/page-inconnue', 'anyone'],
  ['/login', 'signed-out'],
  ['/register', 'signed-out'],
  ['/register?type=delivery', 'signed-out'],
  ['/client-dashboard', 'CLIENT'],
  ['/city/bassam', 'CLIENT'],
  ['/business/3?city=bassam', 'CLIENT'],
  ['/profile_client', 'CLIENT'],
  ['/orders_client', 'CLIENT'],
  ['/cart', 'CLIENT'],
  ['/cart_client', 'CLIENT'],
  ['/profile', 'signed-in'],
  ['/orders', 'signed-in'],
  ['/business-dashboard', 'ENTREPRISE'],
  ['/entreprise/onboarding/paiement', 'ENTREPRISE'],
  ['/delivery-dashboard', 'LIVREUR'],
  ['/admin/login', 'admin-login'],
  ['/admin/dashboard', 'ADMIN'],
  ['/admin/user-management', 'ADMIN'],
  ['/admin/messages', 'ADMIN'],
  ['/admin/reviews', 'ADMIN'],
  ['/admin/city-management', 'ADMIN'],
  ['/admin/payouts', 'ADMIN'],
  ['/admin/finances', 'ADMIN'],
  ['/admin/notifications', 'ADMIN'],
  ['/admin/delivery-personnel', 'ADMIN'],
  ['/admin/businesses', 'ADMIN'],
  ['/admin/inconnu', 'ADMIN'],
];

const DASHBOARD: Record<Role, string> = {
  CLIENT: '/client-dashboard',
  ENTREPRISE: '/business-dashboard',
  LIVREUR: '/delivery-dashboard',
  ADMIN: '/admin/dashboard',
};

function expectedPath(path: string, audience: Audience, who: Role | null): string {
  const here = path.split('?')[0] ?? path;
  switch (audience) {
    case 'anyone':
      return here;
    case 'signed-out':
      return who ? DASHBOARD[who] : here;
    case 'signed-in':
      return who ? here : '/login';
    case 'admin-login':
      if (!who) return here;
      return who === 'ADMIN' ? DASHBOARD.ADMIN : '/';
    case 'CLIENT':
    case 'ENTREPRISE':
    case 'LIVREUR':
    case 'ADMIN':
      // The admin area has its own door.
      if (!who) return audience === 'ADMIN' ? '/admin/login' : '/login';
      return who === audience ? here : DASHBOARD[who];
  }
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

beforeAll(async () => {
  // Pages that fetch keep waiting: these tests look at where each visitor ends up, not at data.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  // Every page transformed once, ahead: a role's first redirect waits for its area's chunk, which
  // a cold Vite transform took 2 to 5 s to give on a busy machine (the tests' 5 s limit).
  await Promise.all(Object.values(pages).map((page) => page.preload()));
}, 60_000);
afterAll(() => vi.unstubAllGlobals());

describe.each<Role | null>([null, 'CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'])('routes as %s', (who) => {
  it.each(ROUTES)('%s', async (path, audience) => {
    useSession.setState({
      user: who ? { id: 1, telephone: '0700000001', role: who, token: 'jwt' } : null,
      lastRole: null,
    });
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
        <CurrentPath />
      </MemoryRouter>,
    );
    const expected = expectedPath(path, audience, who);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(expected));
    if (path === '/page-inconnue' || (path === '/admin/inconnu' && who === 'ADMIN')) {
      expect(await screen.findByText('Oups ! Page introuvable')).toBeTruthy();
    }
  });
});
