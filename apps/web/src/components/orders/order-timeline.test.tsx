import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

const at = '2026-05-12T10:42:00.000Z';
const admin = { id: 1, nom: 'Mariam Koné' };

// Issue 34 §1: the desk's history names a transfer and a return, with their reasons; a courier's
// report stays titled by what he reported, as before the move's name was kept.
describe('the order history on the desk', () => {
  it('names a transfer, a report and a return, each with its reason', () => {
    render(
      <OrderTimeline
        historique={[
          {
            deStatut: 'EN_LIVRAISON',
            versStatut: 'EN_LIVRAISON',
            acteurRole: 'LIVREUR',
            date: at,
            acteur: null,
            motif: 'Problème signalé : Client absent',
            mouvement: 'signalerProbleme',
          },
          {
            deStatut: 'EN_LIVRAISON',
            versStatut: 'EN_LIVRAISON',
            acteurRole: 'ADMIN',
            date: at,
            acteur: admin,
            motif: 'Livreur désactivé',
            mouvement: 'transferer',
          },
          {
            deStatut: 'EN_LIVRAISON',
            versStatut: 'ANNULEE',
            acteurRole: 'ADMIN',
            date: at,
            acteur: admin,
            motif: 'Client injoignable',
            mouvement: 'cloturerRetour',
          },
          {
            deStatut: 'PRETE',
            versStatut: 'PRETE',
            acteurRole: 'LIVREUR',
            date: at,
            acteur: null,
            motif: 'Problème signalé : Autre problème',
            mouvement: null,
          },
        ]}
      />,
    );
    const items = within(screen.getByTestId('order-history')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Problème signalé : Client absent',
      'Confier à un autre livreur',
      'Rapportée à l’entreprise',
      'Problème signalé : Autre problème',
    ]);
    expect(items[0]!.textContent).not.toContain('Motif');
    expect(items[1]!.textContent).toContain('Motif : Livreur désactivé');
    expect(items[2]!.textContent).toContain('Motif : Client injoignable');
  });
});
