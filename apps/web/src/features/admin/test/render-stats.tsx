import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeServer, json, renderWithClient, searchOf } from '@/test/fake-server';

/**
 * The dashboard or the report on a server answering `body`, once its cards show their figures:
 * the server, and the search parameters of its first call (the range asked for).
 */
export async function renderStats(ui: ReactNode, body: unknown) {
  const server = fakeServer(() => json(200, body));
  renderWithClient(ui);
  await screen.findAllByTestId('stat-value');
  return { server, search: searchOf(server.calls[0]) };
}
