import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mission } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { AvailableTab } from './available-tab';
import { HistoryTab } from './history-tab';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let available: unknown[] = [];
let history: unknown[] = [];
let calls: Call[];

beforeEach(() => {
  available = [];
  history = [];
  ({ calls } = fakeServer((call) => {
    if (call.path === '/api/livreurs/missions-disponibles') return json(200, available);
    if (call.path === '/api/livreurs/historique') return json(200, history);
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe("the courier's tabs when there is nothing to show", () => {
  it('asks an unavailable courier to switch on, and asks the server nothing', () => {
    renderWithClient(<AvailableTab available={false} />);
    expect(screen.getByText('Activez votre disponibilité pour voir les missions')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says when no mission waits in the city', async () => {
    renderWithClient(<AvailableTab available />);
    expect(await screen.findByText('Aucune mission disponible pour le moment')).toBeTruthy();
  });

  it('lists the waiting missions with their earning and distance', async () => {
    available = [mission({ gain: 750, distanceKm: 1.2 })];
    renderWithClient(<AvailableTab available />);
    expect(await screen.findByRole('button', { name: 'Accepter Mission' })).toBeTruthy();
    expect(screen.getByText('750 FCFA')).toBeTruthy();
    expect(screen.getByText('À 1,2 km de vous')).toBeTruthy();
    expect(screen.getByTestId('mission-status').textContent).toBe('En attente');
  });

  it("says when nothing was delivered, and lists what was with 'Terminée'", async () => {
    const { unmount } = renderWithClient(<HistoryTab />);
    expect(await screen.findByText("Aucune livraison complétée aujourd'hui")).toBeTruthy();
    unmount();

    history = [
      mission({ statut: 'LIVREE', villeNom: 'Grand-Bassam', dateLivraison: '2026-05-12T14:05:00.000Z' }),
    ];
    renderWithClient(<HistoryTab />);
    const done = await screen.findByTestId('history-card');
    expect(done.textContent).toContain('Terminée');
    expect(done.textContent).toContain('Grand-Bassam');
    expect(done.textContent).toMatch(/Livrée le 12\/05\/2026/);
  });
});
