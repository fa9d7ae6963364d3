import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@comoe/shared/schemas/notifications';
import { entreprise, notification, notificationsPage } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { NotificationsSection } from './notifications-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let list: AppNotification[] = [];
let server: ReturnType<typeof fakeServer>;

function route(call: Call): Response {
  const one = /^\/api\/notifications\/(\d+)\/lu$/.exec(call.path);
  if (call.method === 'PUT' && one) {
    list = list.map((n) => (n.id === Number(one[1]) ? { ...n, lu: true } : n));
    return json(
      200,
      list.find((n) => n.id === Number(one[1])),
    );
  }
  if (call.method === 'PUT' && call.path === '/api/notifications/lu') {
    list = list.map((n) => ({ ...n, lu: true }));
    return json(200, { message: 'Toutes les notifications sont marquées comme lues.' });
  }
  if (call.path.startsWith('/api/notifications?')) return json(200, notificationsPage(list));
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  list = [
    notification({ titre: 'Nouvelle commande', corps: 'Commande A' }),
    notification({ titre: 'Commande annulée', corps: 'Commande B', lu: false }),
    notification({ titre: 'Ancienne', corps: 'Commande C', lu: true }),
  ];
  server = fakeServer(route);
});
afterEach(() => vi.unstubAllGlobals());

const items = () => screen.getAllByTestId('notification');

describe('notifications section', () => {
  it('highlights unread ones, marks one read, then all', async () => {
    renderWithClient(<NotificationsSection entreprise={entreprise()} goTo={vi.fn()} />);
    await screen.findByText('2 non lue(s)');
    expect(items().map((li) => li.dataset.lu)).toEqual(['false', 'false', 'true']);
    expect(within(items()[2]!).queryByRole('button', { name: 'Marquer comme lu' })).toBeNull();

    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Marquer comme lu' }));
    await waitFor(() => expect(items()[0]?.dataset.lu).toBe('true'));
    expect(screen.getByText('1 non lue(s)')).toBeTruthy();
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.method === 'PUT' && c.path === `/api/notifications/${list[0]!.id}/lu`),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await screen.findByText('Tout est lu.');
    expect(items().every((li) => li.dataset.lu === 'true')).toBe(true);
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toHaveProperty('disabled', true);
  });

  it('says when there is none', async () => {
    list = [];
    renderWithClient(<NotificationsSection entreprise={entreprise()} goTo={vi.fn()} />);
    expect(await screen.findByText('Aucune notification pour le moment.')).toBeTruthy();
  });
});
