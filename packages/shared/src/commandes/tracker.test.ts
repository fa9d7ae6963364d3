import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums.ts';
import { ORDER_STEPS } from './statuses.ts';
import { trackerView } from './tracker.ts';

const NONE = { delaiPreparationMin: null, preteVers: null };
const GIVEN = { delaiPreparationMin: 20, preteVers: '2026-05-12T12:40:00.000Z' };

describe("the client's tracker", () => {
  it.each([
    ['EN_ATTENTE_ENTREPRISE', 'Envoyée', "Envoyée — en attente de l'entreprise"],
    ['EN_ATTENTE_LIVREUR', 'Acceptée', 'Acceptée — en préparation, nous cherchons votre livreur'],
    ['ACCEPTEE', 'Acceptée', 'Acceptée — en préparation, votre livreur va la récupérer'],
    ['PRETE', 'Prête', 'Prête — votre livreur vient la récupérer'],
    ['EN_LIVRAISON', 'En route', 'En route — votre livreur arrive'],
    ['LIVREE', 'Livrée', 'Livrée'],
  ] as const)('puts %s at %s and reads "%s"', (statut, step, line) => {
    const view = trackerView(statut, NONE);
    expect(view && ORDER_STEPS[view.at]).toBe(step);
    expect(view?.line).toBe(line);
    expect(view?.finished).toBe(statut === 'LIVREE');
  });

  it('never says accepted while the business has not answered', () => {
    expect(trackerView('EN_ATTENTE_ENTREPRISE', GIVEN)?.line).toBe("Envoyée — en attente de l'entreprise");
  });

  it('gives the preparation time and the ready time from the acceptance until the order is ready', () => {
    for (const statut of ['EN_ATTENTE_LIVREUR', 'ACCEPTEE'] as const) {
      expect(trackerView(statut, GIVEN)?.line).toBe('Acceptée — préparation 20 min, prête vers 12 h 40');
    }
    expect(trackerView('ACCEPTEE', { delaiPreparationMin: null, preteVers: GIVEN.preteVers })?.line).toBe(
      'Acceptée — prête vers 12 h 40',
    );
    expect(trackerView('ACCEPTEE', { delaiPreparationMin: 15, preteVers: null })?.line).toBe(
      'Acceptée — préparation 15 min',
    );
    expect(trackerView('PRETE', GIVEN)?.line).toBe('Prête — votre livreur vient la récupérer');
  });

  it('has no step for a cancelled order, and one for every other status', () => {
    expect(trackerView('ANNULEE', GIVEN)).toBeNull();
    expect(ORDER_STATUSES.filter((s) => trackerView(s, NONE) === null)).toEqual(['ANNULEE']);
  });
});
