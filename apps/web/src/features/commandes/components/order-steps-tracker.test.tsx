import { ORDER_END_LABELS } from '@comoe/shared/commandes/end-reasons';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientOrder } from '@/test/factories';
import { renderWithClient } from '@/test/fake-server';
import { OrderCard } from './order-card';

// Issue 22 §5: the tracker says where the order is and what it waits for, for every status.
function renderCard(changes: Partial<ClientOrder>) {
  renderWithClient(<OrderCard order={clientOrder(changes)} open={false} onToggle={() => undefined} />);
}

const note = () => screen.queryByTestId('order-step-note')?.textContent ?? null;
const currentStep = () =>
  within(screen.getByTestId('order-steps'))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')?.textContent ?? null;
const stepsDone = () =>
  within(screen.getByTestId('order-steps'))
    .getAllByRole('listitem')
    .filter((step) => step.hasAttribute('data-done')).length;

const ACCEPTED = { delaiPreparationMin: 20, preteVers: '2026-05-12T12:40:00.000Z' };

describe("the client's order tracker", () => {
  it.each([
    ['EN_ATTENTE_ENTREPRISE', {}, 'Envoyée (étape actuelle)', 1, "Envoyée — en attente de l'entreprise"],
    [
      'EN_ATTENTE_LIVREUR',
      ACCEPTED,
      'Acceptée (étape actuelle)',
      2,
      'Acceptée — préparation 20 min, prête vers 12 h 40',
    ],
    [
      'EN_ATTENTE_LIVREUR',
      {},
      'Acceptée (étape actuelle)',
      2,
      'Acceptée — en préparation, nous cherchons votre livreur',
    ],
    [
      'ACCEPTEE',
      ACCEPTED,
      'Acceptée (étape actuelle)',
      2,
      'Acceptée — préparation 20 min, prête vers 12 h 40',
    ],
    ['PRETE', ACCEPTED, 'Prête (étape actuelle)', 3, 'Prête — votre livreur vient la récupérer'],
    ['EN_LIVRAISON', ACCEPTED, 'En route (étape actuelle)', 4, 'En route — votre livreur arrive'],
  ] as const)('%s %o: at "%s", %i steps done, "%s"', (statut, changes, current, done, line) => {
    renderCard({ statut, ...changes });
    expect(currentStep()).toBe(current);
    expect(stepsDone()).toBe(done);
    expect(note()).toBe(line);
  });

  it('never reads "Acceptée" as under way while the business has not answered', () => {
    renderCard({ statut: 'EN_ATTENTE_ENTREPRISE', ...ACCEPTED });
    expect(screen.getByTestId('order-steps').textContent).not.toMatch(/Acceptée \(/);
    expect(note()).toBe("Envoyée — en attente de l'entreprise");
  });

  it('ticks every step of a delivered order, with nothing left under way', () => {
    renderCard({ statut: 'LIVREE', ...ACCEPTED });
    expect(stepsDone()).toBe(5);
    expect(currentStep()).toBeNull();
    expect(note()).toBeNull();
    expect(screen.getByTestId('order-steps').textContent).toContain('Livrée (fait)');
  });

  it('shows why a cancelled order ended instead of steps', () => {
    renderCard({ statut: 'ANNULEE', motifFin: 'REFUSEE' });
    expect(screen.queryByTestId('order-steps')).toBeNull();
    expect(note()).toBeNull();
    expect(screen.getByTestId('order-end-reason').textContent).toBe(ORDER_END_LABELS.REFUSEE);
  });
});
