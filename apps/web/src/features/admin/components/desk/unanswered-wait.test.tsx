import type { AdminOrder } from '@comoe/shared/schemas/admin-commandes';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/fake-server';
import { DeskOrderList } from './desk-order-list';
import { UnansweredWait } from './unanswered-wait';

// Issue 34 §2: the desk sees whom to call about an order nobody answers, since when it waits and
// when the server will cancel it; and how late an order is to prepare.
const MIN = 60_000;
const attente = (waitedMin: number, leftMin: number, telephone: string | null = '0102030405') => ({
  telephone,
  depuis: new Date(Date.now() - waitedMin * MIN).toISOString(),
  annulationAutoAt: new Date(Date.now() + leftMin * MIN).toISOString(),
});

function deskOrder(overrides: Partial<AdminOrder>): AdminOrder {
  return {
    id: 'ab12cd34-0000-4000-8000-000000000001',
    statut: 'EN_ATTENTE_ENTREPRISE',
    dateCommande: new Date().toISOString(),
    total: 3500,
    client: { prenom: 'Aya', nom: 'Koné' },
    entreprise: { id: 7, nom: 'Chez Tantie Awa' },
    ville: { id: 1, nom: 'Bassam' },
    livreur: null,
    attention: [],
    probleme: null,
    enRetardMin: null,
    attenteEntreprise: null,
    ...overrides,
  } as AdminOrder;
}

describe('an unanswered order on the desk', () => {
  it('says how long it has waited, the minutes left before its cancellation, and links the phone', () => {
    renderWithClient(<UnansweredWait attente={attente(7, 7.5)} />);
    const block = screen.getByTestId('unanswered-wait');
    expect(block.textContent).toContain('Attend depuis 7 minutes');
    expect(screen.getByTestId('auto-cancel').textContent).toBe('Annulation automatique dans 8 min');
    const call = within(block).getByRole('link');
    expect(call.getAttribute('href')).toBe('tel:0102030405');
    expect(call.textContent).toBe("Appeler l'entreprise : 01 02 03 04 05");
  });

  it('says the cancellation is imminent once its time is past, and when there is no phone', () => {
    renderWithClient(<UnansweredWait attente={attente(16, -1, null)} />);
    expect(screen.getByTestId('auto-cancel').textContent).toBe('Annulation automatique imminente');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText("L'entreprise n'a pas de téléphone.")).toBeTruthy();
  });

  it('counts down on its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      renderWithClient(<UnansweredWait attente={attente(5, 10)} />);
      expect(screen.getByTestId('auto-cancel').textContent).toBe('Annulation automatique dans 10 min');
      await act(() => vi.advanceTimersByTime(3 * MIN));
      expect(screen.getByTestId('auto-cancel').textContent).toBe('Annulation automatique dans 7 min');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows in the desk list, with the late badge of an order late to prepare', () => {
    renderWithClient(
      <DeskOrderList
        orders={[
          deskOrder({ attenteEntreprise: attente(6, 9) }),
          deskOrder({ id: 'ab12cd34-0000-4000-8000-000000000002', statut: 'ACCEPTEE', enRetardMin: 11 }),
        ]}
        sort="dateCommande,desc"
        onSort={() => undefined}
        onOpen={() => undefined}
      />,
    );
    const rows = screen.getAllByTestId('desk-row');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('tel:0102030405');
    expect(within(rows[1]!).getByTestId('late-badge').textContent).toBe('En retard de 11 min');
    expect(within(rows[1]!).queryByTestId('unanswered-wait')).toBeNull();
    // The phone's cards are buttons: no link inside, the opened order has it.
    const cards = screen.getAllByTestId('desk-card');
    expect(within(cards[0]!).getByTestId('auto-cancel').textContent).toBe(
      'Annulation automatique dans 9 min',
    );
    expect(within(cards[0]!).queryByRole('link')).toBeNull();
  });
});
