import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import { OrderTimeline } from './order-timeline';

type Line = AdminOrderDetail['historique'][number];

const line = (over: Partial<Line>): Line => ({
  deStatut: 'EN_ATTENTE_ENTREPRISE',
  versStatut: 'EN_ATTENTE_ENTREPRISE',
  acteurRole: 'SYSTEME',
  acteur: null,
  motif: null,
  evenement: null,
  date: '2026-05-12T10:05:00.000Z',
  ...over,
});
const event = (over: Partial<NonNullable<Line['evenement']>>): Line['evenement'] => ({
  type: 'RAPPEL',
  livreur: null,
  code: null,
  essaisRestants: null,
  ...over,
});

// Issue 34 §2: the history names, in time order with who and why, what happened to the order.
describe('OrderTimeline', () => {
  it('tells each move and event in order, with who and why', () => {
    render(
      <OrderTimeline
        historique={[
          line({ deStatut: null, acteurRole: 'CLIENT', acteur: { id: 3, nom: 'Aya Koffi' } }),
          line({ evenement: event({ type: 'RAPPEL' }) }),
          line({
            acteurRole: 'ADMIN',
            acteur: { id: 1, nom: 'Mariam Koné' },
            evenement: event({ type: 'RAPPEL' }),
          }),
          line({
            versStatut: 'EN_ATTENTE_LIVREUR',
            acteurRole: 'ENTREPRISE',
            acteur: { id: 2, nom: 'Maquis Chez Tante' },
          }),
          line({
            deStatut: 'ACCEPTEE',
            versStatut: 'ACCEPTEE',
            acteurRole: 'ADMIN',
            acteur: { id: 1, nom: 'Mariam Koné' },
            evenement: event({ type: 'LIVREUR_ASSIGNE', livreur: { id: 9, nom: 'Koffi Yao' } }),
          }),
          line({
            deStatut: 'PRETE',
            versStatut: 'PRETE',
            acteurRole: 'LIVREUR',
            evenement: event({ type: 'CODE_ERRONE', code: 'entreprise', essaisRestants: 4 }),
          }),
          line({
            deStatut: 'PRETE',
            versStatut: 'PRETE',
            acteurRole: 'LIVREUR',
            evenement: event({ type: 'CODE_ERRONE', code: 'entreprise', essaisRestants: 0 }),
          }),
          line({
            deStatut: 'PRETE',
            versStatut: 'PRETE',
            acteurRole: 'ENTREPRISE',
            evenement: event({ type: 'CODES_DEBLOQUES' }),
          }),
          line({ deStatut: 'PRETE', versStatut: 'ANNULEE', motif: 'L’entreprise n’a pas répondu à temps.' }),
        ]}
      />,
    );
    const items = within(screen.getByTestId('order-history')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      STATUS_LABELS.EN_ATTENTE_ENTREPRISE,
      "Rappel automatique envoyé à l'entreprise",
      "Rappel envoyé à l'entreprise par Comoé Express",
      STATUS_LABELS.EN_ATTENTE_LIVREUR,
      'Livreur assigné : Koffi Yao',
      'Code entreprise erroné : 4 essai(s) restant(s)',
      'Code entreprise erroné : étape bloquée',
      'Codes de vérification débloqués',
      STATUS_LABELS.ANNULEE,
    ]);
    expect(items[1]!.textContent).toContain('Système');
    expect(items[2]!.textContent).toContain('Mariam Koné (Administrateur)');
    expect(items[4]!.textContent).toContain('Mariam Koné (Administrateur)');
    expect(items[8]!.textContent).toContain('Motif : L’entreprise n’a pas répondu à temps.');
  });

  it('says when nothing is recorded', () => {
    render(<OrderTimeline historique={[]} />);
    expect(screen.getByText('Aucun changement enregistré.')).toBeTruthy();
  });
});
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
            evenement: null,
          },
          {
            deStatut: 'EN_LIVRAISON',
            versStatut: 'EN_LIVRAISON',
            acteurRole: 'ADMIN',
            date: at,
            acteur: admin,
            motif: 'Livreur désactivé',
            mouvement: 'transferer',
            evenement: null,
          },
          {
            deStatut: 'EN_LIVRAISON',
            versStatut: 'ANNULEE',
            acteurRole: 'ADMIN',
            date: at,
            acteur: admin,
            motif: 'Client injoignable',
            mouvement: 'cloturerRetour',
            evenement: null,
          },
          {
            deStatut: 'PRETE',
            versStatut: 'PRETE',
            acteurRole: 'LIVREUR',
            date: at,
            acteur: null,
            motif: 'Problème signalé : Autre problème',
            mouvement: null,
            evenement: null,
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
