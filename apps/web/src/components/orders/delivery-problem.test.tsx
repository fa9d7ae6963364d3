import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientProblemNotice, DeliveryProblemNote } from './delivery-problem';

const at = '2026-05-12T10:42:00.000Z';

describe('the problem a courier reported, as each party reads it', () => {
  it('asks the absent client to call the courier, one tap away', () => {
    render(
      <ClientProblemNotice
        probleme={{ type: 'CLIENT_ABSENT', note: null, signaleA: at }}
        livreurTelephone="0700000003"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Le livreur ne vous trouve pas.');
    const call = screen.getByRole('link', { name: /Appelez-le : 07 00 00 00 03/ });
    expect(call.getAttribute('href')).toBe('tel:0700000003');
  });

  it('offers no call for a damaged parcel: Comoé Express calls him', () => {
    render(
      <ClientProblemNotice
        probleme={{ type: 'COLIS_ENDOMMAGE', note: 'Sac déchiré', signaleA: at }}
        livreurTelephone="0700000003"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Comoé Express vous contacte');
    expect(screen.queryByRole('link')).toBeNull();
    // The courier's note is for the business and the desk, not the client.
    expect(screen.queryByText(/Sac déchiré/)).toBeNull();
  });

  it('tells the business and the desk what, the note, when and how long ago', () => {
    vi.useFakeTimers({ now: Date.parse(at) + 12 * 60_000, toFake: ['Date'] });
    render(<DeliveryProblemNote probleme={{ type: 'AUTRE', note: 'Portail fermé', signaleA: at }} />);
    const note = screen.getByTestId('delivery-problem');
    expect(note.textContent).toContain('Problème signalé : Autre problème');
    expect(note.textContent).toContain('Portail fermé');
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe(at);
    expect(note.textContent).toContain('(il y a 12 min)');
    vi.useRealTimers();
  });
});
