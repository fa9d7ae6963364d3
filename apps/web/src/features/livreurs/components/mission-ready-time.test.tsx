import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mission } from '../test/factories';
import { MissionCard } from './mission-card';

describe('the ready time on a mission', () => {
  it('tells the courier when the order will be ready (Abidjan time)', () => {
    render(
      <MemoryRouter>
        <MissionCard
          mission={mission({
            statut: 'EN_ATTENTE_LIVREUR',
            preteVers: '2026-05-12T09:05:00.000Z',
            delaiPreparationMin: 15,
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mission-ready-time').textContent).toBe('Prête vers 9 h 05');
  });

  it('says nothing for an order accepted without a time', () => {
    render(
      <MemoryRouter>
        <MissionCard mission={mission({ statut: 'ACCEPTEE' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('mission-ready-time')).toBeNull();
  });

  it('says how late the order is once its ready time is past (issue 34 §2)', () => {
    render(
      <MemoryRouter>
        <MissionCard
          mission={mission({ statut: 'ACCEPTEE', preteVers: '2026-05-12T09:05:00.000Z', enRetardMin: 8 })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mission-ready-time').textContent).toBe('Prête vers 9 h 05En retard de 8 min');
  });
});
