import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { entreprise } from '../test/factories';
import { OpenSwitch } from './open-switch';
import { switchState } from './open-switch-state';

// 2026-11-26 10:00 in Abidjan (UTC+0).
const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('the open switch of the top bar', () => {
  it('says "Ouvert" when the switch is on and the hours let clients order', () => {
    expect(
      switchState(entreprise({ ouverte: true, ouverteMaintenant: true, prochainChangement: null }), NOW),
    ).toEqual({ label: 'Ouvert', tone: 'open', detail: null });
  });

  it('says "Fermé" and when it opens while the hours keep clients out, the switch being on', () => {
    const closedByHours = entreprise({
      ouverte: true,
      ouverteMaintenant: false,
      prochainChangement: { type: 'ouvre', at: '2026-11-26T18:00:00Z' },
    });
    expect(switchState(closedByHours, NOW)).toEqual({
      label: 'Fermé',
      tone: 'closed',
      detail: 'Ouvre à 18 h',
    });
  });

  it('says the pause, and a plain "Fermé" when the owner switched off', () => {
    const paused = entreprise({
      ouverte: true,
      ouverteMaintenant: false,
      pauseFinAt: '2026-11-26T10:30:00Z',
      prochainChangement: { type: 'pause', at: '2026-11-26T10:30:00Z' },
    });
    expect(switchState(paused, NOW).label).toBe('En pause');
    expect(switchState(entreprise({ ouverte: false, ouverteMaintenant: false }), NOW)).toEqual({
      label: 'Fermé',
      tone: 'closed',
      detail: null,
    });
  });

  it('shows the sentence beside the switch and ties it to the switch for screen readers', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const client = new QueryClient();
      render(
        <QueryClientProvider client={client}>
          <OpenSwitch
            entreprise={entreprise({
              ouverte: true,
              ouverteMaintenant: false,
              prochainChangement: { type: 'ouvre', at: '2026-11-26T18:00:00Z' },
            })}
          />
        </QueryClientProvider>,
      );
      const toggle = screen.getByRole('switch', { name: 'Entreprise ouverte aux commandes' });
      expect(toggle.getAttribute('aria-checked')).toBe('true');
      expect(screen.getByText('Ouvre à 18 h').id).toBe(toggle.getAttribute('aria-describedby'));
    } finally {
      vi.useRealTimers();
    }
  });
});
