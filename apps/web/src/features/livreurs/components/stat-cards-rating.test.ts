import { describe, expect, it } from 'vitest';
import { statCards } from './stat-cards-data';

const today = { livraisonsAujourdHui: 0, revenusDuJour: 0, distanceParcourue: 0 };
const ratingCard = (evaluation: number | null, nombreAvis: number) =>
  statCards({ ...today, evaluation, nombreAvis }).find((c) => c.label === 'Évaluation');

describe("the courier's rating card", () => {
  it('shows the mean with one decimal and how many ratings make it', () => {
    expect(ratingCard(4.5, 2)).toMatchObject({ value: '4,5 ★', detail: 'sur 2 avis' });
    expect(ratingCard(4, 1)).toMatchObject({ value: '4,0 ★', detail: 'sur 1 avis' });
  });

  it('shows "—" and no count before any rating', () => {
    const card = ratingCard(null, 0);
    expect(card?.value).toBe('—');
    expect(card?.detail).toBeUndefined();
  });
});
